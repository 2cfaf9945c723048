"""The words of the package in five languages: the message catalogs (``messages``), who reads a
board (``readers``) and the rule texts by ID (``rule_texts``)."""
