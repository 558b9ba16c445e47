"""MLIR 19's affine folders and canonicalization patterns (``AffineOps.cpp``)."""

from __future__ import annotations

PATTERNS: list = []
FOLDERS: dict = {}
