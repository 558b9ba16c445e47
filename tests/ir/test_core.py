"""Unit tests of the IR data structures: use lists, op lists, cloning, walking."""

import pytest

from irlite.ir.core import Block, IRError, Operation, Region


class T:
    """A stand-in type: the core treats types as opaque objects."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


i32 = T("i32")


def op(name, operands=(), nres=0, regions=0, successors=()):
    return Operation(name, operands, [i32] * nres, regions=regions, successors=successors)


def test_use_lists_track_operands():
    a = op("t.a", nres=1)
    b = op("t.b", [a.result, a.result], nres=1)
    c = op("t.c", [a.result, b.result])
    assert a.result.num_uses() == 3
    assert [u.owner for u in a.result.uses].count(b) == 2
    assert b.result.has_one_use()
    c.set_operand(0, b.result)
    assert a.result.num_uses() == 2
    assert b.result.num_uses() == 2
    assert c.operands == [b.result, b.result]


def test_replace_all_uses_with():
    a = op("t.a", nres=1)
    x = op("t.x", nres=1)
    users = [op("t.u", [a.result]) for _ in range(5)]
    a.result.replace_all_uses_with(x.result)
    assert not a.result.has_uses()
    assert x.result.num_uses() == 5
    assert all(u.operand(0) is x.result for u in users)
    # replacing with itself is a no-op
    x.result.replace_all_uses_with(x.result)
    assert x.result.num_uses() == 5


def test_intrusive_op_list_insert_erase_move():
    b = Block()
    ops = [b.append(op(f"t.{i}")) for i in range(4)]
    assert [o.name for o in b.ops] == ["t.0", "t.1", "t.2", "t.3"]
    ops[1].detach()
    assert [o.name for o in b.ops] == ["t.0", "t.2", "t.3"]
    b.insert_before(ops[0], ops[1])
    assert [o.name for o in b.ops] == ["t.1", "t.0", "t.2", "t.3"]
    ops[3].move_before(ops[1])
    assert [o.name for o in b.ops] == ["t.3", "t.1", "t.0", "t.2"]
    ops[3].move_after(ops[2])
    assert [o.name for o in b.ops] == ["t.1", "t.0", "t.2", "t.3"]
    assert b.first is ops[1] and b.last is ops[3]
    assert [o.name for o in b.reversed_ops()] == ["t.3", "t.2", "t.0", "t.1"]
    ops[0].erase()
    assert len(b) == 3
    with pytest.raises(IRError):
        b.append(ops[2])  # already in a block


def test_erase_with_uses_is_refused():
    a = op("t.a", nres=1)
    op("t.b", [a.result])
    with pytest.raises(IRError):
        a.erase()


def test_erase_drops_operand_uses():
    b = Block()
    a = b.append(op("t.a", nres=1))
    u = b.append(op("t.u", [a.result]))
    u.erase()
    assert not a.result.has_uses()
    a.erase()
    assert b.is_empty()


def test_clone_maps_values_blocks_and_regions():
    outer = op("t.outer", regions=1)
    body = Block([i32])
    outer.regions[0].add_block(body)
    exit_ = Block()
    outer.regions[0].add_block(exit_)
    x = body.append(op("t.x", [body.args[0]], nres=1))
    body.append(op("t.br", [x.result], successors=[exit_]))
    exit_.append(op("t.ret"))
    c = outer.clone()
    cb = c.regions[0].blocks[0]
    cx = cb.first
    assert cx is not x and cx.operand(0) is cb.args[0]
    assert cx.next.operand(0) is cx.result
    assert cx.next.successors[0] is c.regions[0].blocks[1]
    assert c.regions[0].parent is c
    # the original is untouched
    assert body.args[0].num_uses() == 1


def test_clone_into_keeps_mapped_block_arguments_out():
    """A block argument the mapping already maps is not cloned: its uses read the mapped
    value (MLIR's ``Region::cloneInto``)."""
    src = op("t.outer", regions=1)
    body = Block([i32, i32])
    src.regions[0].add_block(body)
    use = body.append(op("t.use", [body.args[0], body.args[1]]))
    repl = op("t.repl", nres=1)
    mapping = {body.args[0]: repl.result}
    dest = Region()
    src.regions[0].clone_into(dest, mapping)
    nb = dest.blocks[0]
    assert len(nb.args) == 1 and nb.args[0] is mapping[body.args[1]]
    assert nb.first.operand(0) is repl.result and nb.first.operand(1) is nb.args[0]
    assert use.operand(0) is body.args[0]


def test_walk_orders():
    outer = op("t.outer", regions=1)
    blk = Block()
    outer.regions[0].add_block(blk)
    inner = blk.append(op("t.inner", regions=1))
    ib = Block()
    inner.regions[0].add_block(ib)
    ib.append(op("t.leaf"))
    blk.append(op("t.after"))
    assert [o.name for o in outer.walk()] == ["t.leaf", "t.inner", "t.after", "t.outer"]
    assert [o.name for o in outer.walk(post_order=False)] == [
        "t.outer",
        "t.inner",
        "t.leaf",
        "t.after",
    ]
    seen = []
    outer.walk(lambda o: seen.append(o.name))
    assert seen[-1] == "t.outer"


def test_parent_links_and_ancestry():
    outer = op("t.outer", regions=1)
    blk = Block()
    outer.regions[0].add_block(blk)
    inner = blk.append(op("t.inner"))
    assert inner.parent_op is outer
    assert outer.is_ancestor(inner)
    assert not inner.is_ancestor(outer)
    assert outer.regions[0].is_ancestor_of(inner)
    assert blk.is_entry_block()


def test_predecessors_and_block_arguments():
    r = Region()
    a, b, c = Block(), Block([i32]), Block()
    for x in (a, b, c):
        r.add_block(x)
    a.append(op("t.cond_br", successors=[b, c]))
    c.append(op("t.br", successors=[b]))
    assert b.predecessors == [a, c]
    arg = b.insert_argument(0, i32)
    assert [x.index for x in b.args] == [0, 1]
    b.erase_argument(0)
    assert b.args[0].index == 0 and arg not in b.args


def test_attributes_are_copy_on_write_and_inherent_aware():
    class Reg(Operation):
        __slots__ = ()
        registered = True
        inherent_attrs = frozenset({"value"})

    o = Reg("t.reg")
    o.set_attr("value", 1)
    o.set_attr("extra", 2)
    assert dict(o.properties) == {"value": 1}
    assert dict(o.attributes) == {"extra": 2}
    assert o.get_attr("value") == 1 and o.get_attr("extra") == 2
    assert o.remove_attr("extra") == 2
    assert not o.attributes
