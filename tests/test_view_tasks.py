"""The pages' background tasks (:func:`ludoview.core.tasks.spawn`), without a browser: each
is held until it ends, and a failure's traceback is reported, not lost."""

from __future__ import annotations

import asyncio
import gc
import threading
import weakref
from collections.abc import Coroutine
from typing import Any

import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview.core import tasks


def _run(coroutine: Coroutine[Any, Any, Any]) -> Any:
    """``asyncio.run`` in a thread of its own: a browser test run earlier in the same worker
    (Playwright's sync API) leaves an event loop running in the main thread."""
    out: dict[str, Any] = {}

    def body() -> None:
        try:
            out["value"] = asyncio.run(coroutine)
        except BaseException as exc:   # handed back to the test's thread below
            out["error"] = exc

    thread = threading.Thread(target=body)
    thread.start()
    thread.join()
    if "error" in out:
        raise out["error"]
    return out.get("value")


def test_a_task_nobody_else_holds_is_kept_until_it_ends_and_then_let_go():
    reports: list[str] = []
    steps: list[int] = []

    async def work() -> None:
        for step in range(3):
            await asyncio.sleep(0)
            steps.append(step)

    async def stuck() -> None:
        await asyncio.get_running_loop().create_future()   # a future only this task refers to

    async def main() -> weakref.ref:
        tasks.spawn(work(), report=reports.append)
        held = weakref.ref(tasks.spawn(stuck(), report=reports.append))
        await asyncio.sleep(0)
        gc.collect()                       # without spawn's reference the stuck task would go here
        task = held()
        assert task is not None and task in tasks.RUNNING and not task.done()
        for _ in range(5):
            await asyncio.sleep(0)
        assert len(tasks.RUNNING) == 1     # the finished one was let go
        task.cancel()
        await asyncio.sleep(0)
        return held

    held = _run(main())
    assert steps == [0, 1, 2]
    assert reports == []
    assert not tasks.RUNNING
    gc.collect()
    assert held() is None


def test_a_failing_task_reports_its_traceback_and_a_cancelled_one_reports_nothing():
    reports: list[str] = []

    async def broken() -> None:
        await asyncio.sleep(0)
        raise ValueError("the board went away")

    async def forever() -> None:
        await asyncio.Event().wait()

    async def main() -> None:
        failing = tasks.spawn(broken(), report=reports.append)
        waiting = tasks.spawn(forever(), report=reports.append)
        await asyncio.sleep(0)
        waiting.cancel()
        await asyncio.gather(failing, waiting, return_exceptions=True)
        await asyncio.sleep(0)

    _run(main())
    assert len(reports) == 1
    assert "Traceback" in reports[0] and "ValueError: the board went away" in reports[0]
    assert "in broken" in reports[0]
    assert not tasks.RUNNING
