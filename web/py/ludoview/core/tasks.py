"""Background tasks the pages start and do not await (an animation, a fetch, a click's work).

``asyncio`` keeps only a weak reference to a task: one nobody holds may be collected
before it ends, and an exception in it is seen by nobody. :func:`spawn` holds each task
until it ends and hands the traceback of one that failed to ``report`` (the pages pass
the browser console's warning). Standard library only, so CPython tests run it.
"""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable, Coroutine
from typing import Any

#: The tasks started and not yet ended (a strong reference to each).
RUNNING: set[asyncio.Task[Any]] = set()


def spawn(coro: Coroutine[Any, Any, Any], report: Callable[[str], object]) -> asyncio.Task[Any]:
    """Run ``coro`` as a task held until it ends; its exception, if any, goes to ``report``
    as a traceback's text (a task cancelled is not a failure)."""
    task = asyncio.ensure_future(coro)
    RUNNING.add(task)

    def ended(done: asyncio.Task[Any]) -> None:
        RUNNING.discard(done)
        if done.cancelled():
            return
        exc = done.exception()
        if exc is not None:
            report("".join(traceback.format_exception(exc)))

    task.add_done_callback(ended)
    return task
