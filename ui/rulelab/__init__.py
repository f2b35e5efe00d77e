"""The rule lab's page: a rule game's tab with its Grundy table, plot, pattern and mex."""

from .rulelab_tab import RuleLabTab

#: The page this package provides (GameSpec.page names the package).
PAGE = RuleLabTab
