"""The house rules a machine can hold: the shape of the server's modules, where SQL and
background tasks live, how long a file may grow, how the end-to-end stories wait, and one name
per feature across the server, the web app, the tests and the docs.

`scripts/shape-check.py` and `scripts/feature-names.py` run them; each rule is a module here
that returns its violations, so the self-tests (`test_*.py`) can plant one and see it named.
"""
