"""Helpers shared by the test files (the root conftest.py puts tests/ on ``sys.path``).

- ``support.programs``: the random-program generator and interpreter comparison of the
  differential tests;
- ``support.tables``: arith op and predicate tables;
- ``support.fuzz``: the shared hypothesis settings;
- ``support.mlir_opt``: running mlir-opt 19 on many inputs at once.

Test files import these as ``from support.programs import ...``. Nothing here is a test.
"""
