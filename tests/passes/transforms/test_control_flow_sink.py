"""control-flow-sink on a user dialect (tests/passes/data/snk.rules): the pass asks only
``RegionBranchOpInterface``, so ops a ``.rules`` file declares with a native
implementation receive sunk ops as ``scf.if`` does. The cases are MLIR 19's
test/Transforms/control-flow-sink.mlir (on test.region_if / test.any_cond), with the
outputs its CHECK lines give; plus the utility's API and the command line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from irlite.gen.loader import load_rules
from irlite.ir.context import Context
from irlite.ir.interfaces import RegionBranchOpInterface
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.transforms.control_flow_sink import (
    control_flow_sink,
    move_to_region_front,
    singly_executed_regions,
)

SNK = Path(__file__).resolve().parents[1] / "data" / "snk.rules"


def _ctx() -> Context:
    ctx = Context(allow_unregistered=True)
    load_rules(str(SNK), ctx)
    return ctx


def _sink(text: str) -> str:
    ctx = _ctx()
    m = parse_module(text, ctx)
    assert run_pipeline("builtin.module(control-flow-sink)", m, ctx)
    return print_op(m)


def _body(printed: str) -> str:
    """The printed module without its ``module {`` / ``}`` lines, dedented by two."""
    lines = printed.rstrip("\n").split("\n")
    assert lines[0] == "module {" and lines[-1] == "}"
    return "\n".join(ln[2:] for ln in lines[1:-1]) + "\n"


CASES = {
    # Each region gets what only it uses; %1 (used by else and join) stays.
    "simple_sink": (
        """func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
  %0 = arith.subi %arg1, %arg2 : i32
  %1 = arith.subi %arg2, %arg1 : i32
  %2 = arith.addi %arg1, %arg1 : i32
  %3 = arith.addi %arg2, %arg2 : i32
  %4 = snk.region_if %arg0 -> i32 then {
    snk.yield %0 : i32
  } else {
    %5 = arith.addi %1, %2 : i32
    snk.yield %5 : i32
  } join {
    %5 = arith.addi %3, %1 : i32
    snk.yield %5 : i32
  }
  return %4 : i32
}""",
        """func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
  %0 = arith.subi %arg2, %arg1 : i32
  %1 = snk.region_if %arg0 -> i32 then {
    %2 = arith.subi %arg1, %arg2 : i32
    snk.yield %2 : i32
  } else {
    %2 = arith.addi %arg1, %arg1 : i32
    %3 = arith.addi %0, %2 : i32
    snk.yield %3 : i32
  } join {
    %2 = arith.addi %arg2, %arg2 : i32
    %3 = arith.addi %2, %0 : i32
    snk.yield %3 : i32
  }
  return %1 : i32
}
""",
    ),
    # A region op (effect free inside) is sunk whole, after its own sinking.
    "region_sink": (
        """func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
  %0 = arith.subi %arg1, %arg2 : i32
  %1 = snk.region_if %arg0 -> i32 then {
    snk.yield %arg1 : i32
  } else {
    snk.yield %0 : i32
  } join {
    snk.yield %arg2 : i32
  }
  %2 = snk.region_if %arg0 -> i32 then {
    snk.yield %1 : i32
  } else {
    snk.yield %arg1 : i32
  } join {
    snk.yield %arg2 : i32
  }
  return %2 : i32
}""",
        """func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
  %0 = snk.region_if %arg0 -> i32 then {
    %1 = snk.region_if %arg0 -> i32 then {
      snk.yield %arg1 : i32
    } else {
      %2 = arith.subi %arg1, %arg2 : i32
      snk.yield %2 : i32
    } join {
      snk.yield %arg2 : i32
    }
    snk.yield %1 : i32
  } else {
    snk.yield %arg1 : i32
  } join {
    snk.yield %arg2 : i32
  }
  return %0 : i32
}
""",
    ),
    # A whole subgraph, depth first.
    "subgraph_sink": (
        """func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
  %0 = arith.addi %arg1, %arg2 : i32
  %1 = arith.subi %arg1, %arg2 : i32
  %2 = arith.subi %arg2, %arg1 : i32
  %3 = arith.muli %0, %1 : i32
  %4 = arith.muli %2, %2 : i32
  %5 = arith.addi %3, %4 : i32
  %6 = snk.region_if %arg0 -> i32 then {
    snk.yield %5 : i32
  } else {
    snk.yield %arg1 : i32
  } join {
    snk.yield %arg2 : i32
  }
  return %6 : i32
}""",
        """func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
  %0 = snk.region_if %arg0 -> i32 then {
    %1 = arith.subi %arg1, %arg2 : i32
    %2 = arith.addi %arg1, %arg2 : i32
    %3 = arith.subi %arg2, %arg1 : i32
    %4 = arith.muli %3, %3 : i32
    %5 = arith.muli %2, %1 : i32
    %6 = arith.addi %5, %4 : i32
    snk.yield %6 : i32
  } else {
    snk.yield %arg1 : i32
  } join {
    snk.yield %arg2 : i32
  }
  return %0 : i32
}
""",
    ),
    # A region of several blocks: ops go to its entry block (a region run exactly once
    # counts too); %0, also used after the op, stays.
    "multiblock_region_sink": (
        """func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
  %0 = arith.addi %arg1, %arg2 : i32
  %1 = arith.addi %0, %arg2 : i32
  %2 = arith.addi %1, %arg1 : i32
  %3 = snk.any_cond -> i32 {
    cf.br ^bb1(%2 : i32)
  ^bb1(%5: i32):
    %6 = arith.addi %5, %2 : i32
    snk.yield %6 : i32
  }
  %4 = arith.addi %0, %3 : i32
  return %4 : i32
}""",
        """func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
  %0 = arith.addi %arg1, %arg2 : i32
  %1 = snk.any_cond -> i32 {
    %3 = arith.addi %0, %arg2 : i32
    %4 = arith.addi %3, %arg1 : i32
    cf.br ^bb1(%4 : i32)
  ^bb1(%5: i32):  // pred: ^bb0
    %6 = arith.addi %5, %4 : i32
    snk.yield %6 : i32
  }
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
""",
    ),
    # Inner region ops first: the value lands in the innermost region that uses it.
    "nested_region_sink": (
        """func.func @f(%arg0: i1, %arg1: i32) -> i32 {
  %0 = arith.addi %arg1, %arg1 : i32
  %1 = snk.region_if %arg0 -> i32 then {
    %2 = snk.region_if %arg0 -> i32 then {
      snk.yield %0 : i32
    } else {
      snk.yield %arg1 : i32
    } join {
      snk.yield %arg1 : i32
    }
    snk.yield %2 : i32
  } else {
    snk.yield %arg1 : i32
  } join {
    snk.yield %arg1 : i32
  }
  return %1 : i32
}""",
        """func.func @f(%arg0: i1, %arg1: i32) -> i32 {
  %0 = snk.region_if %arg0 -> i32 then {
    %1 = snk.region_if %arg0 -> i32 then {
      %2 = arith.addi %arg1, %arg1 : i32
      snk.yield %2 : i32
    } else {
      snk.yield %arg1 : i32
    } join {
      snk.yield %arg1 : i32
    }
    snk.yield %1 : i32
  } else {
    snk.yield %arg1 : i32
  } join {
    snk.yield %arg1 : i32
  }
  return %0 : i32
}
""",
    ),
    # Only into the entry block, even when the only use is further along.
    "not_sunk_deeply": (
        """func.func @f(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %1 = snk.any_cond -> i32 {
    cf.br ^bb1
  ^bb1:
    snk.yield %0 : i32
  }
  return %1 : i32
}""",
        """func.func @f(%arg0: i32) -> i32 {
  %0 = snk.any_cond -> i32 {
    %1 = arith.addi %arg0, %arg0 : i32
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    snk.yield %1 : i32
  }
  return %0 : i32
}
""",
    ),
    # The interface's default bounds (unbounded) keep a repeating region out; memory
    # reads and unregistered ops stay too.
    "not_sunk": (
        """func.func @f(%arg0: i1, %arg1: i32, %arg2: memref<i32>) -> i32 {
  %0 = arith.addi %arg1, %arg1 : i32
  %1 = memref.load %arg2[] : memref<i32>
  %2 = "test.opaque"() : () -> i32
  snk.repeat {
    "test.use"(%0) : (i32) -> ()
    snk.yield
  }
  %3 = snk.region_if %arg0 -> i32 then {
    %4 = arith.addi %1, %2 : i32
    snk.yield %4 : i32
  } else {
    snk.yield %arg1 : i32
  } join {
    snk.yield %arg1 : i32
  }
  return %3 : i32
}""",
        """func.func @f(%arg0: i1, %arg1: i32, %arg2: memref<i32>) -> i32 {
  %0 = arith.addi %arg1, %arg1 : i32
  %1 = memref.load %arg2[] : memref<i32>
  %2 = "test.opaque"() : () -> i32
  snk.repeat {
    "test.use"(%0) : (i32) -> ()
    snk.yield
  }
  %3 = snk.region_if %arg0 -> i32 then {
    %4 = arith.addi %1, %2 : i32
    snk.yield %4 : i32
  } else {
    snk.yield %arg1 : i32
  } join {
    snk.yield %arg1 : i32
  }
  return %3 : i32
}
""",
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_user_dialect_receives_sunk_ops(name: str) -> None:
    src, expected = CASES[name]
    assert _body(_sink(src)) == expected


def test_interface_answers() -> None:
    ctx = _ctx()
    m = parse_module(CASES["simple_sink"][0] + "\n" + CASES["not_sunk"][0].replace("@f", "@g"), ctx)
    by_name = {o.name: o for o in m.walk()}
    rif = by_name["snk.region_if"].interface(RegionBranchOpInterface)
    assert singly_executed_regions(rif) == list(by_name["snk.region_if"].regions)
    rep = by_name["snk.repeat"].interface(RegionBranchOpInterface)
    assert rep.region_invocation_bounds([]) == [(0, None)]  # the interface's default
    assert singly_executed_regions(rep) == []


def test_utility_with_a_custom_predicate() -> None:
    """``control_flow_sink`` is MLIR's utility: the caller says what may move and how."""
    ctx = _ctx()
    m = parse_module(CASES["simple_sink"][0], ctx)
    rif = next(o for o in m.walk() if o.name == "snk.region_if")
    moved: list[str] = []

    def only_subi(op, region) -> bool:
        return op.name == "arith.subi"

    def move(op, region) -> None:
        moved.append(op.name)
        move_to_region_front(op, region)

    n = control_flow_sink(rif.regions, only_subi, move)
    assert n == 1 and moved == ["arith.subi"]  # %0 into then; %1 has users in two regions
    then_ops = [o.name for o in rif.regions[0].blocks[0].ops]
    assert then_ops == ["arith.subi", "snk.yield"]


def test_command_line_with_the_user_dialect(tmp_path) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(CASES["subgraph_sink"][0])
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "irlite.tools.opt",
            "--load-rules",
            str(SNK),
            str(src),
            "--control-flow-sink",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert r.returncode == 0, r.stderr
    assert _body(r.stdout) == CASES["subgraph_sink"][1]


def test_statistic_and_a_bad_option(tmp_path) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(CASES["simple_sink"][0])
    base = [sys.executable, "-m", "irlite.tools.opt", "--load-rules", str(SNK), str(src)]
    r = subprocess.run(
        [*base, "--control-flow-sink", "--mlir-pass-statistics", "-o", "/dev/null"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert r.returncode == 0 and "(S) 3 num-sunk - Number of operations sunk" in r.stderr, r.stderr
    r = subprocess.run(
        [*base, "--pass-pipeline=builtin.module(control-flow-sink{bogus=1})"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert r.returncode != 0 and "Traceback" not in r.stderr and "bogus" in r.stderr, r.stderr
