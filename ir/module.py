"""Reading a whole file as mlir-opt does: the implicit top-level module.

``parse_module`` parses a buffer and returns the single top-level op: the
file's own ``builtin.module`` when it holds exactly that, or else a new
module wrapping every top-level op (located at ``file:0:0``, like MLIR's).
With ``implicit_module=False`` the file must hold exactly one op.
"""

from __future__ import annotations

from .context import Context
from .core import Operation
from .cursor import ParseError, SourceFile
from .parser import Parser


def parse_module(
    source: SourceFile | str,
    ctx: Context | None = None,
    implicit_module: bool = True,
    filename: str = "<string>",
) -> Operation:
    """Parse ``source`` into its top-level op (raises ``ParseError``)."""
    if isinstance(source, str):
        source = SourceFile(filename, source)
    ctx = ctx or Context()
    p = Parser(ctx, source)
    ops = p.parse_top_level()
    if not implicit_module:
        if len(ops) != 1:
            raise ParseError(
                f"source must contain a single top-level operation, found: {len(ops)}", source, -1
            )
        top = ops[0]
    elif len(ops) == 1 and ops[0].name == "builtin.module":
        top = ops[0]
    else:
        from .builtin_dialects import ModuleOp
        from .location import FileLineColLoc

        top = ModuleOp.build(ops, loc=FileLineColLoc.get(source.name, 0, 0))
    ctx.resources = p.resources
    return top
