"""MLIR's test passes (``mlir/test/lib``) that MLIR 19's own test files run: one per file.

Each is registered under mlir-opt's name (``test-constant-fold``, ...) and does what
its MLIR counterpart does, so those test files read the same with irlite-opt. They
exercise the IR core and the rewrite utilities; nothing in a user pipeline should
depend on them.
"""
