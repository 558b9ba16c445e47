"""Helpers shared by the test files (the root conftest.py puts tests/ on ``sys.path``).

- ``support.programs``: the random-program generator and interpreter comparison of the
  differential tests;
- ``support.differential``: the tally a differential test keeps;
- ``support.interp``: the interpreter as an oracle (runs on many inputs, ``same_result``);
- ``support.tables``: arith op and predicate tables;
- ``support.cases``: tables of cases kept as tab-separated data files;
- ``support.diagnostics``: the diagnostics a block of code emits, collected;
- ``support.fuzz``: the shared hypothesis settings;
- ``support.mlir_opt``: MLIR 19's mlir-opt and mlir-translate (skip markers, one run,
  mlir-opt on many inputs at once);
- ``support.rules``: the error a small .rules file gives;
- ``support.cli``: a command-line tool on a corrupt input file;
- ``support.workload``: the benchmark workload generator.

Test files import these as ``from support.programs import ...``. Nothing here is a test.
"""
