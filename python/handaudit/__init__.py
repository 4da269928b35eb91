"""Audits poker hand histories against the rules of the game, from Python.

The functions of the ``handaudit`` command line, on the same C++ library:

    >>> import handaudit
    >>> for hand in handaudit.audit("samples/errors.txt"):
    ...     print(hand["hand_id"], [f["rule"] for f in hand["findings"]])

``audit`` yields the objects ``handaudit audit --format json`` writes (the
hands, then the tables with findings across hands), ``findings_frame`` puts
every finding in a pandas DataFrame, ``convert``, ``replay`` and ``rules``
are the commands of those names. ``handaudit.dask.audit_archive`` spreads an
archive over a Dask cluster (docs/scale-out.md).

Inputs (``paths_or_text``): a path (str or os.PathLike: a file, a folder
read recursively, an archive or a compressed file), a list of paths, or the
text of hand histories itself (bytes, or a str with a line break in it).
"""

from __future__ import annotations

import json
import os
import stat
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

from . import _handaudit

__version__: str = _handaudit.version
__all__ = ["Error", "audit", "findings_frame", "convert", "rules", "replay", "replay_hand_ids", "profiles",
           "list_files", "FINDING_COLUMNS"]


class Error(ValueError):
    """Input handaudit cannot take: an unknown profile or rule, an input that
    cannot be read (``source`` names it), a hand that is not there.

    ``source`` is the input's name (a path, ``night.zip:t1.txt`` for an
    archive's member) and ``line``/``column`` the place in it, each None when
    unknown; ``unreadable`` lists (path, reason) of every input that could
    not be read. Bad hand histories are no Error: they give findings
    (``parse-error``, ``unrecognized-line``, ...), as on the command line.
    """

    def __init__(self, message: str, source: Optional[str] = None, line: Optional[int] = None,
                 column: Optional[int] = None) -> None:
        super().__init__(message)
        self.source = source
        self.line = line
        self.column = column
        self.unreadable: List[Tuple[str, str]] = []


_handaudit._set_error_class(Error)

PathOrText = Union[str, bytes, "os.PathLike[str]", Sequence[Union[str, "os.PathLike[str]"]]]

# One finding a row: what findings_frame() gives and handaudit.dask's frames.
FINDING_COLUMNS = ["hand", "table", "file", "line", "rule", "category", "severity", "player", "street", "expected",
                   "actual"]


def _inputs(paths_or_text: PathOrText, name: str) -> List[Tuple[bool, str, bytes]]:
    """(is_path, path or name, bytes) for each input."""
    if isinstance(paths_or_text, (bytes, bytearray, memoryview)):
        return [(False, name, bytes(paths_or_text))]
    if isinstance(paths_or_text, str):
        if "\n" in paths_or_text or "\r" in paths_or_text:
            return [(False, name, paths_or_text.encode("utf-8"))]
        return [(True, paths_or_text, b"")]
    if isinstance(paths_or_text, os.PathLike):
        return [(True, os.fspath(paths_or_text), b"")]
    if isinstance(paths_or_text, Iterable):
        out = []
        for item in paths_or_text:
            if not isinstance(item, (str, os.PathLike)):
                raise TypeError(f"a list of paths holds str or os.PathLike, not {type(item).__name__}")
            out.append((True, os.fspath(item), b""))
        return out
    raise TypeError(f"paths_or_text: a path, a list of paths, or text (str or bytes), not {type(paths_or_text).__name__}")


def list_files(paths: Union[str, "os.PathLike[str]", Iterable[Union[str, "os.PathLike[str]"]]]) -> List[str]:
    """The files ``handaudit audit PATHS`` reads, in its order: a folder's
    regular files below it, hidden entries skipped and links to folders not
    followed, sorted by path; other paths as they are."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    files: List[str] = []
    for path in map(os.fspath, paths):
        if not os.path.isdir(path):
            files.append(path)
            continue
        below: List[str] = []
        _collect(path, below)
        files += sorted(below)
    return files


def _collect(folder: str, out: List[str]) -> None:
    try:
        entries = list(os.scandir(folder))
    except OSError:
        out.append(folder)  # audit_path() says why it cannot be listed, as the CLI does
        return
    for entry in entries:
        if entry.name.startswith("."):
            continue
        path = os.path.join(folder, entry.name)
        if entry.is_dir(follow_symlinks=False):
            _collect(path, out)
        elif entry.is_symlink():
            # A link is read as its target; a dangling one is reported.
            try:
                if stat.S_ISREG(os.stat(path).st_mode):
                    out.append(path)
            except OSError:
                out.append(path)
        elif entry.is_file(follow_symlinks=False):
            out.append(path)


def _objects(ndjson: str) -> Iterator[Dict[str, Any]]:
    # Only '\n' parts objects: JSON escapes it inside strings (str.splitlines
    # would also split at U+2028 in a player's name).
    for line in ndjson.split("\n"):
        if line:
            yield json.loads(line)


def _unreadable_error(unreadable: List[Tuple[str, str]]) -> Error:
    path, reason = unreadable[0]
    more = f" (and {len(unreadable) - 1} more inputs)" if len(unreadable) > 1 else ""
    error = Error(f"cannot read {path}: {reason}{more}", source=path)
    error.unreadable = unreadable
    return error


def audit(paths_or_text: PathOrText, profile: Optional[str] = None, jobs: int = 0,
          only: Optional[Iterable[str]] = None, disable: Optional[Iterable[str]] = None, *,
          name: str = "-") -> Iterator[Dict[str, Any]]:
    """Audits hand histories; yields the objects of ``handaudit audit --format json``.

    First each hand's object (``{"type": "hand", "source", "line", "hand_id",
    "format", "game", "structure", "status", "findings": [...]}``, or
    ``"type": "text"`` for text outside any hand), in input order, then the
    object of each table (``"type": "table"``) or tournament with findings
    across hands. The summary line is not yielded.

    profile: a profile of ``profiles()`` (``tda``, ``wsop``, ...); None: each
    site's own. jobs: C++ threads auditing the hands (0: every core); the
    results are the same for every value, and the GIL is released while they
    work. only, disable: rule ids (``rules()``) to report, or not.
    name: the source name given to text (the CLI's ``-``).

    Raises Error at once for an unknown profile or rule; for an input that
    cannot be read, after every other input was audited and yielded (the
    command line's exit status 3).
    """
    run = _handaudit.Run(profile, jobs, list(only or []), list(disable or []))
    inputs = _inputs(paths_or_text, name)
    return (obj for obj, _table in _audit_objects(run, inputs))


def _hands(ndjson: str, tables: List[str]) -> Iterator[Tuple[Dict[str, Any], Optional[str]]]:
    """Each hand object with its table's name (None when not asked for)."""
    for i, obj in enumerate(_objects(ndjson)):
        yield obj, (tables[i] or None) if tables else None


def _audit_objects(run: Any, inputs: List[Tuple[bool, str, bytes]]) -> Iterator[Tuple[Dict[str, Any], Optional[str]]]:
    """(object, its hand's table name or None) for each object of the run."""
    unreadable: List[Tuple[str, str]] = []
    for is_path, source, data in inputs:
        # A folder a file at a time: its hands' objects come as they are
        # audited, not all at its end.
        for path in (list_files(source) if is_path else [source]):
            hands, tables = run.audit_path(path) if is_path else run.audit_bytes(path, data)
            unreadable += run.take_unreadable()
            yield from _hands(hands, tables)
    hands, tables, table_objects, _summary = run.finish()
    unreadable += run.take_unreadable()
    yield from _hands(hands, tables)
    for obj in _objects(table_objects):
        yield obj, None
    if unreadable:
        raise _unreadable_error(unreadable)


def _text(value: Any) -> Optional[str]:
    return None if value is None else str(value)


def finding_rows(obj: Dict[str, Any], table: Optional[str] = None) -> List[Dict[str, Any]]:
    """One row (FINDING_COLUMNS) for each finding of one object ``audit()``
    yields. A hand's rows have ``table`` (its object names none); a table's
    rows its name, and the later hand of each pair, its file and line."""
    rows = []
    if obj.get("type") in ("hand", "text"):
        for f in obj["findings"]:
            rows.append({"hand": obj["hand_id"], "table": table, "file": obj["source"], "line": f["line"],
                         "rule": f["rule"], "category": f["category"], "severity": f["severity"],
                         "player": f["player"], "street": f["street"], "expected": _text(f["expected"]),
                         "actual": _text(f["actual"])})
    else:
        table = obj.get("table") or obj.get("tournament")
        for f in obj["findings"]:
            rows.append({"hand": f["hand_id"], "table": table, "file": f["source"], "line": f["line"],
                         "rule": f["rule"], "category": f["category"], "severity": f["severity"],
                         "player": f["player"], "street": f["street"], "expected": _text(f["expected"]),
                         "actual": _text(f["actual"])})
    return rows


def frame_of_rows(rows: List[Dict[str, Any]]) -> Any:
    """The rows as a pandas DataFrame of FINDING_COLUMNS ("line" an int64)."""
    import numpy
    import pandas

    # Column by column: a few times faster than a frame of the dicts.
    columns: Dict[str, Any] = {c: numpy.array([r[c] for r in rows], dtype=object) for c in FINDING_COLUMNS}
    columns["line"] = numpy.array([r["line"] for r in rows], dtype="int64")
    return pandas.DataFrame(columns, columns=FINDING_COLUMNS)


def findings_frame(paths_or_text: PathOrText, profile: Optional[str] = None, jobs: int = 0,
                   only: Optional[Iterable[str]] = None, disable: Optional[Iterable[str]] = None, *,
                   name: str = "-") -> Any:
    """Audits as ``audit()`` does; a pandas DataFrame of one row a finding.

    Columns (FINDING_COLUMNS): hand (the log's hand number; "" for text
    outside any hand), table (the table's name as the log writes it; None
    where there is none: text outside any hand, PHH), file,
    line, rule, category, severity, player, street, expected, actual (the
    reports' words, or None). The hands' findings in input order, then the
    tables'.
    """
    run = _handaudit.Run(profile, jobs, list(only or []), list(disable or []), hand_tables=True)
    rows: List[Dict[str, Any]] = []
    for obj, table in _audit_objects(run, _inputs(paths_or_text, name)):
        rows += finding_rows(obj, table)
    return frame_of_rows(rows)


def convert(paths_or_text: PathOrText, to: str = "json", jobs: int = 0, *,
            name: str = "-") -> List[Union[Dict[str, Any], str]]:
    """Every hand converted, as ``handaudit convert --to TO`` converts it.

    to="json": a dict a hand (docs/hand-json.md; a stretch of text outside any
    hand is an object too); "ohh": the ``{"ohh": {...}}`` dict of each hand;
    "phh": the PHH TOML text of each hand (a str). A hand with no form in the
    target format is left out with a ``UserWarning`` saying why, at its line.
    Raises Error for an input that cannot be read, after converting the rest.
    """
    import warnings

    hands, unreadable = _handaudit.convert(_inputs(paths_or_text, name), to, jobs)
    out: List[Union[Dict[str, Any], str]] = []
    for _source, _line, _column, text, skipped in hands:
        if not text:
            warnings.warn(skipped, stacklevel=2)
        elif to == "phh":
            out.append(text)
        else:
            out.append(json.loads(text))
    if unreadable:
        raise _unreadable_error(unreadable)
    return out


def _bytes_of(text: Union[str, bytes]) -> bytes:
    return text.encode("utf-8") if isinstance(text, str) else bytes(text)


def replay(text: Union[str, bytes], hand_id: str = "", format: str = "text", profile: Optional[str] = None, *,
           name: str = "-") -> Union[str, List[Dict[str, Any]]]:
    """One hand of ``text`` stepped through action by action, as
    ``handaudit replay --hand HAND_ID`` shows it.

    hand_id: the log's hand number ("" the first hand; "#ID" also matches).
    format="text": the replay's text (a str); "json": its objects (a "hand"
    object, a "step" object per betting action, a "result" object). name:
    shown in the replay; ending in .phh or .phhs it makes the text PHH.
    Raises Error when the text has no such hand.
    """
    _id, replayed, _errors = _handaudit.replay(_bytes_of(text), hand_id, format, profile, name)
    return list(_objects(replayed)) if format == "json" else replayed


def replay_hand_ids(text: Union[str, bytes], *, name: str = "-") -> List[str]:
    """The ids of the hands of ``text``, in order: what ``replay`` takes."""
    return _handaudit.replay_hand_ids(_bytes_of(text), name)


def rules() -> List[Dict[str, Any]]:
    """The catalogue of finding rules, as ``handaudit rules`` lists it: a dict
    a rule with id, category, severity, summary, checks, authority and
    profile_switches (a list of switch names)."""
    return _handaudit.rules()


def profiles() -> List[str]:
    """The names ``profile=`` takes."""
    return _handaudit.profiles()
