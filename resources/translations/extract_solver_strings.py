"""Write solver_strings.py beside this file: every sentence of the solver layer, marked
for lupdate (a generated list, kept out of ui/: nothing imports it).

The solvers are pure Python and never call tr(); the window translates their templates
at run time with QCoreApplication.translate("solvers", template). lupdate only finds
literals in Qt calls, so this script lists the solvers' literals as QT_TRANSLATE_NOOP
entries. Run it, then pyside6-lupdate (see update.sh beside this file).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET = Path(__file__).resolve().parent / "solver_strings.py"
#: Keyword arguments and call names whose string literals are shown to the user.
SHOWN_KEYWORDS = {"title", "label", "item", "help", "x_label", "y_label"}
SHOWN_CALLS = {"text", "Text", "IntParam", "IntListParam", "FlagParam", "IntSetOption",
               "TextOption", "Plane"}
SHOWN_CONSTANTS = {"DELAYING_RULE", "THROWN", "PROPOSER", "BRIBED", "NOTHING", "UNCERTAIN",
                   "OVERBOARD", "THEOREM", "NOT_COMPUTED", "MASTER_RULE", "STRENGTH_RULES"}
#: Words put into templates that the literal search cannot reach (returned by a helper:
#: solvers.rules.plane.move_set_word gives "any" for a set A or B; its "none" is listed
#: already).
EXTRA_WORDS = ("any",)
#: Calls whose keyword arguments are the values put into a sentence's template.
TEMPLATE_CALLS = {"text", "Text"}


def value_literals(node: ast.AST) -> list[str]:
    """The words a template value can be: string literals, also both branches of
    `a if c else b` and the operands of `x or "none"`. (Numbers and f-strings are left
    out: those are not words to translate.)"""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return value_literals(node.body) + value_literals(node.orelse)
    if isinstance(node, ast.BoolOp):
        return [word for value in node.values for word in value_literals(value)]
    return []


def strings_of(tree: ast.AST) -> list[str]:
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name in SHOWN_CALLS:
                if name in ("text", "Text"):
                    literal_args = node.args[:1]          # the template
                elif name == "Plane":
                    literal_args = node.args[:2]          # the axis labels
                else:
                    literal_args = node.args[1:2]         # a parameter's label
                # A template may be chosen by a condition: `text("A" if c else "B")`.
                found += [word for a in literal_args for word in value_literals(a)]
            found += [k.value.value for k in node.keywords
                      if k.arg in SHOWN_KEYWORDS and isinstance(k.value, ast.Constant)
                      and isinstance(k.value.value, str)]
            if name in TEMPLATE_CALLS:
                # The values put into the sentence: the window translates the words too.
                found += [word for k in node.keywords for word in value_literals(k.value)]
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                names = target.elts if isinstance(target, ast.Tuple) else [target]
                values = (node.value.elts if isinstance(target, ast.Tuple)
                          and isinstance(node.value, ast.Tuple) else [node.value])
                for name_node, value in zip(names, values):
                    if getattr(name_node, "id", "") not in SHOWN_CONSTANTS:
                        continue
                    # A sentence, or a table of sentences ({PERFECT: "Perfect: …", …}).
                    shown = value.values if isinstance(value, ast.Dict) else [value]
                    found += [word for item in shown for word in value_literals(item)]
    return found


#: Exceptions of the window whose message templates are translated where they are shown,
#: by class name, with the context they are looked up in.
TEMPLATE_ERRORS = {"SessionError": "session"}


def wrapped_strings(tree: ast.AST) -> list[tuple[str, str]]:
    """(context, text) of the window's strings that lupdate cannot see: the literals given
    to a module's own wrapper `def _tr(text): return QCoreApplication.translate("ctx", text)`
    and the templates of TEMPLATE_ERRORS."""
    wrappers: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.args.args:
            parameter = node.args.args[0].arg
            for inner in ast.walk(node):
                if (isinstance(inner, ast.Call) and getattr(inner.func, "attr", "") == "translate"
                        and len(inner.args) == 2 and isinstance(inner.args[0], ast.Constant)
                        and isinstance(inner.args[0].value, str)
                        and getattr(inner.args[1], "id", "") == parameter):
                    wrappers[node.name] = inner.args[0].value
    # `tr = QCoreApplication.translate`, then tr("Context", "text"): lupdate takes the
    # context for the text there, so the pair is listed here.
    aliases = {target.id for node in ast.walk(tree) if isinstance(node, ast.Assign)
               and getattr(node.value, "attr", "") == "translate"
               for target in node.targets if isinstance(target, ast.Name)}
    found: list[tuple[str, str]] = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in aliases and len(node.args) >= 2
                and all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                        for a in node.args[:2])):
            found.append((node.args[0].value, node.args[1].value))
        if isinstance(node, ast.Call) and node.args and isinstance(node.func, ast.Name):
            context = wrappers.get(node.func.id) or TEMPLATE_ERRORS.get(node.func.id)
            if context is not None:
                found += [(context, word) for word in value_literals(node.args[0])]
    return found


def rule_sentences() -> list[str]:
    """The sentences of every game's rules and winning rule (and of the sum of games'),
    read from the registry itself: they are tuples of module constants, which the
    literal search above cannot follow."""
    sys.path.insert(0, str(ROOT))
    from solvers import GAMES
    from solvers.sums import SUM_RULES, SUM_THEORY
    sentences = [*SUM_RULES, *SUM_THEORY]
    for spec in GAMES.values():
        sentences += [*spec.rules, *spec.theory]
    return sentences


def main() -> None:
    strings: list[str] = []
    for value in rule_sentences():
        if value not in strings:
            strings.append(value)
    strings += [word for word in EXTRA_WORDS if word not in strings]
    for path in sorted((ROOT / "solvers").rglob("*.py")):
        for value in strings_of(ast.parse(path.read_text(encoding="utf-8"))):
            if value.strip() and value not in strings:
                strings.append(value)
    wrapped: list[tuple[str, str]] = []
    for path in sorted((ROOT / "ui").rglob("*.py")):
        if path == TARGET:
            continue
        for entry in wrapped_strings(ast.parse(path.read_text(encoding="utf-8"))):
            if entry[1].strip() and entry not in wrapped:
                wrapped.append(entry)
    lines = ['"""Generated by resources/translations/extract_solver_strings.py: do not edit.',
             "",
             "The solver layer's sentences, marked so that pyside6-lupdate puts them in the",
             'translation catalogue under the context "solvers"; then the window\'s strings',
             "that lupdate cannot see (given to a module's own `_tr` wrapper, or templates of",
             "errors translated where they are shown), under their contexts. Nothing imports",
             'this module.', '"""', "", "",
             "def QT_TRANSLATE_NOOP(context: str, text: str) -> str:",
             "    return text", "", "", "SOLVER_STRINGS = ("]
    lines += [f"    QT_TRANSLATE_NOOP(\"solvers\", {value!r})," for value in strings]
    lines += [")", "", "WINDOW_STRINGS = ("]
    lines += [f"    QT_TRANSLATE_NOOP({context!r}, {value!r})," for context, value in wrapped]
    lines += [")", ""]
    TARGET.write_text("\n".join(lines), encoding="utf-8")
    print(f"{len(strings)} solver strings and {len(wrapped)} window strings written to "
          f"{TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
