"""Writing a file whole or not at all.

``write_atomic(path, data)`` writes ``data`` (text or bytes) to a temporary
file in the destination's directory and renames it over ``path``
(``os.replace``, atomic on POSIX and Windows): a reader sees the old file or
the new one, never a torn write, and a failed write leaves no temporary file
behind. Every irlite writer that must not leave half a file uses it: the
generated-code cache, the JIT's object cache, crash reproducers and the tools'
``-o`` output.

What it does not do: create missing directories, or decide what to do when
writing fails (the ``OSError`` reaches the caller), or write to devices and
pipes (renaming over ``/dev/null`` would replace it; callers that accept such
paths write to them directly).
"""

from __future__ import annotations

import os


def write_atomic(
    path: str, data: str | bytes, *, errors: str = "strict", mode: int = 0o644
) -> None:
    """Replace ``path`` by a file holding ``data`` (UTF-8 for text, ``errors`` as
    ``str.encode`` takes it), with permission bits ``mode``; raises ``OSError``
    (``path`` is then unchanged)."""
    import tempfile  # not at import: the warm start of the tools never writes

    d = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".irlite-", suffix=".tmp", dir=d)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data.encode("utf-8", errors) if isinstance(data, str) else data)
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
