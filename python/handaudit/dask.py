"""Archives audited on a Dask cluster (docs/scale-out.md).

    >>> from dask.distributed import Client
    >>> import handaudit.dask
    >>> client = Client("tcp://scheduler:8786")
    >>> result = handaudit.dask.audit_archive(["/shared/hands/2026-11"], client)
    >>> result.hand_findings.groupby("rule").size().compute()
    >>> result.tables          # the table objects of `handaudit audit --format json`
    >>> result.summary         # the counts of the run

The workers audit the files (each a task of ``files_per_task`` files, read
from a file system they all see); each task gives back its hands' findings
and its table sessions, exported as bytes (``Auditor::export_sessions``):
every table's hand numbers, the first and last hands of each stretch of
hands in order and the findings between them, and every tournament's hands,
players' stints at its tables and summaries. The sessions of all tasks are
then merged in the order of the files, ``fan_in`` at a time on the workers
(a tree), and the last merge judges every table across hands: the hands of
one table may sit in any file of any task and come in any order; the result
is that of ``handaudit audit`` given the same files in the same order
(docs/cross-hand.md, Across processes, gives the limits of a merge).
"""

from __future__ import annotations

import dataclasses
import os
from typing import Any, Callable, Dict, Hashable, Iterable, List, Optional, Sequence, Union

import handaudit
from handaudit import _handaudit

__all__ = ["ArchiveAudit", "audit_archive", "list_files"]


@dataclasses.dataclass
class ArchiveAudit:
    """What audit_archive() gives back.

    hands: a dask.bag of the hand objects with findings (as ``audit()``
    yields them; clean hands are only counted). hand_findings: a Dask
    DataFrame of their findings, one row each (handaudit.FINDING_COLUMNS), a
    partition per task, in file order. tables: the table and tournament
    objects with findings across hands (a list: there are few).
    table_findings: their findings as a pandas DataFrame. summary: the
    counts of ``handaudit audit``'s summary object (files, hands, clean,
    with_findings, unreadable, outside_hands, by_rule) and the error,
    warning, note and cross-hand counts. unreadable: (path, reason) of each
    input that could not be read.
    """

    hands: Any
    hand_findings: Any
    tables: List[Dict[str, Any]]
    table_findings: Any
    summary: Dict[str, Any]
    unreadable: List[Any]


def list_files(paths: Union[str, "os.PathLike[str]", Iterable[Union[str, "os.PathLike[str]"]]]) -> List[str]:
    """The files ``handaudit audit PATHS`` reads, in its order: a folder's
    regular files below it, hidden entries skipped and links to folders not
    followed, sorted by path; other paths as they are."""
    return handaudit.list_files(paths)


def _options(profile: Optional[str], only: Sequence[str], disable: Sequence[str], jobs: int) -> Any:
    return _handaudit.Run(profile, jobs, list(only), list(disable), hand_tables=True, clean_hands=False)


def _audit_part(files: List[str], profile: Optional[str], only: Sequence[str], disable: Sequence[str],
                jobs: int) -> Dict[str, Any]:
    """On a worker: the files audited; their hands with findings, the rows
    of those findings, the table sessions and the counts."""
    run = _options(profile, only, disable, jobs)
    hands: List[Dict[str, Any]] = []
    rows: List[Dict[str, Any]] = []
    for path in files:
        for obj, table in handaudit._hands(*run.audit_path(path)):
            if obj["findings"]:
                hands.append(obj)
                rows += handaudit.finding_rows(obj, table)
    state = run.export_sessions()
    _hands, _names, _tables, summary = run.finish()
    return {"hands": hands, "rows": handaudit.frame_of_rows(rows), "state": state,
            "counts": (summary, run.take_unreadable())}


def _merge_states(profile: Optional[str], only: Sequence[str], disable: Sequence[str], *states: bytes) -> bytes:
    """On a worker: consecutive tasks' sessions merged into one state."""
    run = _options(profile, only, disable, 1)
    for state in states:
        run.merge_sessions(state, "a task's table sessions")
    return run.export_sessions()


def _judge(profile: Optional[str], only: Sequence[str], disable: Sequence[str], *states: bytes) -> Dict[str, Any]:
    """On a worker: the last merge, and the tables judged across hands."""
    run = _options(profile, only, disable, 1)
    for state in states:
        run.merge_sessions(state, "a task's table sessions")
    _hands, _names, tables, summary = run.finish()
    return {"tables": list(handaudit._objects(tables)), "summary": summary}


def _field(name: str):
    def get(part: Dict[str, Any]) -> Any:
        return part[name]

    get.__name__ = f"get_{name}"
    return get


_SUMMED = ["files", "hands", "clean", "with_findings", "unreadable", "outside_hands", "errors", "warnings", "notes",
           "cross_hand_findings", "tables_with_findings", "tables_unordered"]


def _add_summaries(summaries: List[Dict[str, Any]]) -> Dict[str, Any]:
    total: Dict[str, Any] = {key: 0 for key in _SUMMED}
    by_rule: Dict[str, int] = {}
    inputs: List[Dict[str, Any]] = []
    for s in summaries:
        for key in _SUMMED:
            total[key] += s[key]
        for rule, count in s["by_rule"].items():
            by_rule[rule] = by_rule.get(rule, 0) + count
        inputs += s["inputs"]
    total["by_rule"] = dict(sorted(by_rule.items()))
    total["inputs"] = inputs
    return total


def audit_archive(paths: Union[str, "os.PathLike[str]", Iterable[Union[str, "os.PathLike[str]"]]], client: Any,
                  profile: Optional[str] = None, only: Optional[Iterable[str]] = None,
                  disable: Optional[Iterable[str]] = None, *, files_per_task: int = 1, jobs: int = 1,
                  fan_in: int = 16, group_by: Optional[Callable[[str], Hashable]] = None) -> ArchiveAudit:
    """Audits the files of ``paths`` on the workers of ``client`` (a
    dask.distributed Client), the findings across hands included, and
    returns an ArchiveAudit.

    paths: files, folders and archives the workers can read at the same
    path (a shared file system); folders are listed here, on the client, as
    ``handaudit audit`` lists them (list_files). profile, only, disable: as
    for handaudit.audit(). files_per_task: files audited by one task (more
    for many small files). jobs: C++ threads of each task (1: let Dask's
    worker threads spread the tasks). fan_in: states merged by one task.
    group_by: None, every table session of the archive merged into one
    state (about 26 bytes a hand: docs/scale-out.md); or a function of a
    file's path giving its group, when no table or tournament has hands in
    two groups (a folder a month, a file a table): each group's sessions
    are then merged and judged apart, on the workers at once, and the
    biggest group bounds the memory of a merge.

    The hand findings stay on the workers (ArchiveAudit.hand_findings and
    hands are computed from the tasks' results, held until they are
    dropped); the table objects and the summary are brought back. Raises
    handaudit.Error for an unknown profile or rule; unreadable inputs are
    listed in ArchiveAudit.unreadable, as the command line reports them and
    goes on.
    """
    import dask
    import dask.bag
    import dask.dataframe

    only = list(only or [])
    disable = list(disable or [])
    _options(profile, only, disable, 1)  # an unknown profile or rule fails here, not on a worker
    if files_per_task < 1 or fan_in < 2:
        raise ValueError("files_per_task must be at least 1 and fan_in at least 2")
    files = list_files(paths)
    groups: Dict[Hashable, List[str]] = {}  # in the order of their first file
    for path in files:
        groups.setdefault(group_by(path) if group_by else None, []).append(path)
    parts = [group[i:i + files_per_task] for group in groups.values() for i in range(0, len(group), files_per_task)]
    audited = client.map(_audit_part, parts, profile=profile, only=only, disable=disable, jobs=jobs, pure=False)

    # Each group's sessions merged in file order, a tree of fan_in states a
    # task, then judged.
    states = client.map(_field("state"), audited)
    verdicts = []
    first = 0
    for group in groups.values():
        count = (len(group) + files_per_task - 1) // files_per_task
        level, first = states[first:first + count], first + count
        while len(level) > fan_in:
            level = [client.submit(_merge_states, profile, only, disable, *level[i:i + fan_in], pure=False)
                     for i in range(0, len(level), fan_in)]
        verdicts.append(client.submit(_judge, profile, only, disable, *level, pure=False))
    judged = client.gather(verdicts)
    tables = [t for j in judged for t in j["tables"]]
    if len(judged) > 1:
        # As one run lists them: the tables by site, name and tournament, then the tournaments.
        tables.sort(key=lambda t: (t["type"] == "tournament", t["site"], t.get("table") or "", t["tournament"] or ""))

    counts = client.gather(client.map(_field("counts"), audited))
    unreadable = [tuple(u) for _summary, part in counts for u in part]
    summary = _add_summaries([s for s, _unreadable in counts] + [j["summary"] for j in judged])

    meta = handaudit.frame_of_rows([])
    rows = [dask.delayed(f) for f in client.map(_field("rows"), audited)]
    hand_findings = dask.dataframe.from_delayed(rows, meta=meta, verify_meta=False) if rows else \
        dask.dataframe.from_pandas(meta, npartitions=1)
    hands = dask.bag.from_delayed([dask.delayed(f) for f in client.map(_field("hands"), audited)]) if audited else \
        dask.bag.from_sequence([], npartitions=1)
    table_rows: List[Dict[str, Any]] = []
    for table in tables:
        table_rows += handaudit.finding_rows(table)
    return ArchiveAudit(hands=hands, hand_findings=hand_findings, tables=tables,
                        table_findings=handaudit.frame_of_rows(table_rows), summary=summary, unreadable=unreadable)
