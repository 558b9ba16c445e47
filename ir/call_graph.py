"""The call graph (MLIR's ``CallGraph``): callables as nodes, calls and nesting as edges.

A node stands for the body region of an op implementing ``CallableOpInterface`` (a
``func.func`` with a body); declarations have no node. Two nodes have no region: the
*external caller* node, with an abstract edge to every callable not nested in another
(anything may call those), and the *unknown callee* node, the target of every call the
graph cannot resolve (an indirect call, a call of a declaration). Edges are kept in the
order they were found, without duplicates: a *call* edge from the innermost callable
holding a ``CallOpInterface`` op to the node its callee resolves to (a symbol looked up
from the call through the symbol tables), and a *child* edge from a callable to each
callable nested in its body.

``sccs()`` yields the strongly connected components bottom-up (callees before their
callers) in exactly the order LLVM's ``scc_iterator`` does from the external caller node,
so passes that walk it (``inline``) visit functions as MLIR does; the walk tolerates
nodes being removed while it runs (``SCCWalk.remove``).

What it does not do: update itself when the IR changes (calls inlined or erased leave
their edges; build a new graph), or look through indirect calls.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .attributes import SymbolRefAttr
from .core import OpResult
from .interfaces import CallableOpInterface, CallOpInterface
from .verifier import SymbolTableCollection

__all__ = ["CallGraph", "CallGraphNode", "SCCWalk"]

CALL, CHILD, ABSTRACT = "call", "child", "abstract"


class CallGraphNode:
    """One callable region (``region``; None for the external and unknown nodes).

    ``edges``: ``(target node, kind)`` pairs in insertion order, ``kind`` one of
    ``"call"``, ``"child"``, ``"abstract"``."""

    __slots__ = ("_edge_set", "edges", "region")

    def __init__(self, region: Any) -> None:
        self.region = region
        self.edges: list[tuple[CallGraphNode, str]] = []
        self._edge_set: set[tuple[int, str]] = set()

    @property
    def is_external(self) -> bool:
        return self.region is None

    @property
    def callable_op(self) -> Any:
        """The op owning the region (None for the external and unknown nodes)."""
        return self.region.parent if self.region is not None else None

    def add_edge(self, node: CallGraphNode, kind: str) -> None:
        key = (id(node), kind)
        if key not in self._edge_set:
            self._edge_set.add(key)
            self.edges.append((node, kind))

    def has_children(self) -> bool:
        return any(k == CHILD for _, k in self.edges)

    def children(self) -> Iterator[CallGraphNode]:
        return (n for n, k in self.edges if k == CHILD)

    def __repr__(self) -> str:
        if self.region is None:
            return "<CallGraphNode external>"
        return f"<CallGraphNode of '{self.region.parent.name}'>"


class CallGraph:
    """The call graph of everything nested in ``op`` (built once, at construction).

    ``lookup_node(region)``: the node of a callable region, or None.
    ``resolve_callable(call, tables)``: the node a ``CallOpInterface`` op calls (the
    unknown node when it cannot be resolved to a callable with a body)."""

    NAME = "CallGraph"

    def __init__(self, op: Any) -> None:
        self.nodes: dict[Any, CallGraphNode] = {}
        self.external = CallGraphNode(None)
        self.unknown = CallGraphNode(None)
        tables = SymbolTableCollection()
        # Callables first, then calls: a call may name a callable defined after it.
        self._compute(op, tables, None, False)
        self._compute(op, tables, None, True)

    def _compute(self, op: Any, tables: Any, parent: Any, resolve: bool) -> None:
        stack = [(op, parent)]
        while stack:
            o, parent = stack.pop()
            call = o.interface(CallOpInterface)
            if call is not None:
                if resolve and parent is not None:
                    parent.add_edge(self.resolve_callable(o, tables), CALL)
                continue
            callable_ = o.interface(CallableOpInterface)
            if callable_ is not None:
                region = callable_.callable_region()
                if region is None:
                    continue
                parent = self._get_or_add(region, parent)
            nested = [(c, parent) for r in o.regions for b in r.blocks for c in b.ops]
            stack.extend(reversed(nested))

    def _get_or_add(self, region: Any, parent: CallGraphNode | None) -> CallGraphNode:
        node = self.nodes.get(region)
        if node is None:
            node = self.nodes[region] = CallGraphNode(region)
            if parent is not None:
                parent.add_edge(node, CHILD)
            else:
                self.external.add_edge(node, ABSTRACT)
        return node

    def lookup_node(self, region: Any) -> CallGraphNode | None:
        return self.nodes.get(region) if region is not None else None

    def resolve_callable(self, call_op: Any, tables: SymbolTableCollection) -> CallGraphNode:
        target = resolve_callee(call_op, tables)
        if target is not None:
            c = target.interface(CallableOpInterface)
            if c is not None:
                node = self.lookup_node(c.callable_region())
                if node is not None:
                    return node
        return self.unknown

    def __iter__(self) -> Iterator[CallGraphNode]:
        return iter(list(self.nodes.values()))

    def sccs(self) -> SCCWalk:
        return SCCWalk(self)


def resolve_callee(call_op: Any, tables: SymbolTableCollection) -> Any:
    """The op a call's callee names: a symbol looked up from the call, or the op defining
    an indirect callee value (MLIR's ``resolveCallable``); None when there is none."""
    callee = call_op.interface(CallOpInterface).callee()
    if isinstance(callee, SymbolRefAttr):
        name = callee.root if callee.is_flat else [callee.root, *callee.nested]
        return tables.lookup_nearest_symbol_from(call_op, name)
    return callee.owner if type(callee) is OpResult else None


class SCCWalk:
    """Tarjan's walk from the external caller node, one SCC at a time (``next_scc()``),
    as LLVM's ``scc_iterator``: children in edge order, each SCC's nodes in the order
    they leave the stack. ``remove(node)`` forgets a node of the current SCC (a later
    edge to it visits it afresh, as ``scc_iterator::ReplaceNode(node, nullptr)``)."""

    __slots__ = ("_num", "_stack", "_visit", "_visited")

    def __init__(self, cg: CallGraph) -> None:
        self._visited: dict[int, int] = {}
        self._num = 0
        self._stack: list[CallGraphNode] = []  # the SCC node stack
        self._visit: list[list] = []  # [node, next edge index, min visit number]
        self._visit_one(cg.external)

    def _visit_one(self, node: CallGraphNode) -> None:
        self._num += 1
        self._visited[id(node)] = self._num
        self._stack.append(node)
        self._visit.append([node, 0, self._num])

    def _visit_children(self) -> None:
        top = self._visit[-1]
        while top[1] < len(top[0].edges):
            child = top[0].edges[top[1]][0]
            top[1] += 1
            num = self._visited.get(id(child))
            if num is None:
                self._visit_one(child)
                top = self._visit[-1]
                continue
            if top[2] > num:
                top[2] = num

    def next_scc(self) -> list[CallGraphNode] | None:
        """The next SCC (a list of nodes), or None when the walk is over."""
        while self._visit:
            self._visit_children()
            node, _, low = self._visit.pop()
            if self._visit and self._visit[-1][2] > low:
                self._visit[-1][2] = low
            if low != self._visited[id(node)]:
                continue
            scc: list[CallGraphNode] = []
            while True:
                n = self._stack.pop()
                scc.append(n)
                self._visited[id(n)] = 1 << 62  # done: never lowers a visit number
                if n is node:
                    break
            return scc
        return None

    def remove(self, node: CallGraphNode) -> None:
        self._visited.pop(id(node), None)
