#!/usr/bin/env bash
# Refresh the catalogues from the sources, then compile them: run after changing any
# user-visible string (in ui/ or in solvers/).
set -euo pipefail
cd "$(dirname "$0")/../.."
python resources/translations/extract_solver_strings.py
pyside6-lupdate -no-obsolete $(find ui -name "*.py" | sort) \
    resources/translations/solver_strings.py -ts resources/translations/nimlab_zh_CN.ts
pyside6-lrelease resources/translations/nimlab_zh_CN.ts -qm resources/translations/nimlab_zh_CN.qm
