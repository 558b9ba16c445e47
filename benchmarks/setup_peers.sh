#!/usr/bin/env bash
# Install the peers that the benchmarks compare irlite against:
#   * xDSL 0.74.0 (Python) in its own venv, benchmarks/.venv-xdsl (git-ignored),
#     so that its dependencies never mix with irlite's environment;
#   * mlir-opt 19 (C++) from Debian's mlir-19-tools, if
#     /usr/lib/llvm-19/bin/mlir-opt is not there yet;
#   * numba (benchmarks/jit.py's peer) into irlite's own environment (PYTHON),
#     since it runs in the same process as irlite;
#   * IREE 3.13 (iree-base-compiler, iree-base-runtime) in its own venv,
#     benchmarks/.venv-iree (git-ignored), which tensor.py and dispatch.py find.
# Idempotent: a peer that is already installed is left alone.
# Env: PYTHON (interpreter for the venv, default python3),
#      SKIP_XDSL=1 / SKIP_MLIR=1 / SKIP_NUMBA=1 / SKIP_IREE=1 to skip one peer.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="$here/.venv-xdsl"
xdsl_version="0.74.0"
mlir_opt="/usr/lib/llvm-19/bin/mlir-opt"
python="${PYTHON:-python3}"

if [[ "${SKIP_XDSL:-0}" != 1 ]]; then
  have=""
  if [[ -x "$venv/bin/python" ]]; then
    have="$("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("xdsl"))' 2>/dev/null || true)"
  fi
  if [[ "$have" == "$xdsl_version" ]]; then
    echo "xdsl $xdsl_version already in $venv"
  else
    echo "creating $venv with xdsl==$xdsl_version"
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet "xdsl==$xdsl_version"
  fi
  "$venv/bin/xdsl-opt" --help >/dev/null
  echo "xdsl-opt: $venv/bin/xdsl-opt"
fi

if [[ "${SKIP_MLIR:-0}" != 1 ]]; then
  if [[ -x "$mlir_opt" ]]; then
    echo "mlir-opt already at $mlir_opt"
  else
    sudo=""
    if [[ "$(id -u)" != 0 ]]; then sudo="sudo"; fi
    echo "installing mlir-19-tools with apt-get"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq mlir-19-tools
  fi
  "$mlir_opt" --version | head -n 3
fi

if [[ "${SKIP_NUMBA:-0}" != 1 ]]; then
  if "$python" -c 'import numba' 2>/dev/null; then
    echo "numba $("$python" -c 'import numba; print(numba.__version__)') already installed"
  else
    echo "installing numba into $("$python" -c 'import sys; print(sys.prefix)')"
    "$python" -m pip install --quiet "numba>=0.60"
  fi
fi

if [[ "${SKIP_IREE:-0}" != 1 ]]; then
  iree_venv="$here/.venv-iree"
  iree_version="3.13.0"
  have=""
  if [[ -x "$iree_venv/bin/python" ]]; then
    have="$("$iree_venv/bin/python" -c 'import importlib.metadata as m; print(m.version("iree-base-compiler"))' 2>/dev/null || true)"
  fi
  if [[ "$have" == "$iree_version" ]]; then
    echo "iree $iree_version already in $iree_venv"
  else
    echo "creating $iree_venv with iree-base-compiler/runtime==$iree_version"
    "$python" -m venv "$iree_venv"
    "$iree_venv/bin/python" -m pip install --quiet numpy \
      "iree-base-compiler==$iree_version" "iree-base-runtime==$iree_version"
  fi
  "$iree_venv/bin/iree-compile" --version | head -n 1
fi
