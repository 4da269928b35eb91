"""handaudit.dask.audit_archive on a LocalCluster of 2 worker processes,
against one `handaudit audit` run of the same files in the same order."""

import os
import random
import re

import pytest

import handaudit
import handaudit.dask
from conftest import SOURCE, cli_objects, run_cli

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def client():
    # The workers are new processes: they import handaudit from where this one does.
    os.environ["PYTHONPATH"] = os.pathsep.join(
        [os.path.dirname(os.path.dirname(handaudit.__file__))] + os.environ.get("PYTHONPATH", "").split(os.pathsep))
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                       dashboard_address=None, silence_logs=50)
    with distributed.Client(cluster) as c:
        yield c
    cluster.close()


@pytest.fixture(scope="module")
def session_parts(tmp_path_factory):
    """One generated cash table of 300 hands cut into 6 files given in
    shuffled order, a stack edited in hand 100 (a stack-continuity finding
    across files), and a second table whole."""
    folder = tmp_path_factory.mktemp("night")
    run_cli("bench", "--night", str(folder), "--hands", "400", "--tables", "2", "--seats", "6")
    raw = (folder / "table-001.txt").read_bytes()
    (folder / "table-001.txt").unlink()
    starts = [m.start() for m in re.finditer(rb"PokerStars Hand #", raw)]
    starts[0] = 0  # the byte-order mark stays with the first hand
    hands = [raw[a:b] for a, b in zip(starts, starts[1:] + [len(raw)])]
    assert len(hands) > 150
    hands[100] = re.sub(rb"\(\$([0-9]+)\.([0-9]+) in chips\)", lambda m: b"($%d.%s in chips)" % (
        int(m.group(1)) + 3, m.group(2)), hands[100], count=1)
    cuts = [0, 20, 55, 101, 140, 170, len(hands)]
    parts = []
    for i, (a, b) in enumerate(zip(cuts, cuts[1:])):
        part = folder / "parts" / f"part-{i}.txt"
        part.parent.mkdir(exist_ok=True)
        part.write_bytes(b"".join(hands[a:b]))
        parts.append(str(part))
    random.Random(26).shuffle(parts)
    return parts + [str(folder / "table-002.txt")]


def hand_rows(objects):
    rows = []
    for o in objects:
        if o["type"] in ("hand", "text"):
            rows += handaudit.finding_rows(o)
    return rows


def assert_equal_to_the_cli(result, paths):
    objects = cli_objects(*paths)
    summary = objects[-1]
    hands = [o for o in objects[:-1] if o["type"] in ("hand", "text")]
    # The tables, then the tournaments: the state carries both.
    tables = [o for o in objects[:-1] if o["type"] in ("table", "tournament")]
    assert result.tables == tables
    assert result.hands.compute() == [h for h in hands if h["findings"]]
    frame = result.hand_findings.compute().reset_index(drop=True)
    # The CLI's objects name no table for a hand; the single-process frame does.
    assert frame.drop(columns="table").equals(handaudit.frame_of_rows(hand_rows(hands)).drop(columns="table"))
    single = handaudit.findings_frame(paths)
    assert frame.equals(single.iloc[:len(frame)].reset_index(drop=True))
    table_rows = [r for t in tables for r in handaudit.finding_rows(t)]
    assert result.table_findings.equals(handaudit.frame_of_rows(table_rows))
    assert result.table_findings.equals(single.iloc[len(frame):len(frame) + len(table_rows)].reset_index(drop=True))
    for key in ("files", "hands", "clean", "with_findings", "unreadable", "outside_hands"):
        assert result.summary[key] == summary[key], key
    assert result.summary["by_rule"] == summary["by_rule"]
    assert [i["path"] for i in result.summary["inputs"]] == [i["path"] for i in summary["provenance"]["inputs"]]
    assert result.unreadable == []
    return tables


def test_a_session_cut_into_shuffled_files_is_judged_as_one_cli_run_judges_it(client, session_parts):
    for fan_in, group_by in ((16, None), (2, None), (2, os.path.dirname)):
        result = handaudit.dask.audit_archive(session_parts, client, fan_in=fan_in, group_by=group_by)
        tables = assert_equal_to_the_cli(result, session_parts)
        assert [t["table"] for t in tables] == ["Night 001", "Night 002"]
        rules = sorted((f["rule"], f["hand_id"]) for f in tables[0]["findings"])
        # The edited stack is the last hand of one file; the hand after it opens the next file.
        assert ("stack-continuity", "250000018444") in rules, rules


def test_the_corpus_pokerstars_folder_and_the_session_on_two_workers(client, session_parts, corpus_pokerstars):
    paths = [corpus_pokerstars] + session_parts
    result = handaudit.dask.audit_archive(paths, client, files_per_task=8, fan_in=4)
    tables = assert_equal_to_the_cli(result, paths)
    assert result.summary["hands"] > 6000
    assert len(tables) > 10
    # The corpus's one tournament finding: a summary's place against a hand's,
    # their files in two tasks.
    tournaments = [t for t in tables if t["type"] == "tournament"]
    assert [(t["tournament"], [f["rule"] for f in t["findings"]]) for t in tournaments] == \
        [("1407056458", ["tournament-summary-mismatch"])]
    assert result.hand_findings.npartitions == -(-len(handaudit.dask.list_files(paths)) // 8)  # a task each


def test_list_files_reads_folders_as_the_cli_does(samples, tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "x.txt").write_text("x")
    (tmp_path / "a.txt").write_text("x")
    (tmp_path / ".hidden.txt").write_text("x")
    (tmp_path / "c").symlink_to(tmp_path / "b")
    files = handaudit.dask.list_files([str(tmp_path), f"{samples}/errors.txt"])
    assert files == [str(tmp_path / "a.txt"), str(tmp_path / "b" / "x.txt"), f"{samples}/errors.txt"]
    summary = cli_objects(str(tmp_path))[-1]
    assert [i["path"] for i in summary["provenance"]["inputs"]] == files[:2]


def test_bad_options_fail_on_the_client(client, samples):
    with pytest.raises(handaudit.Error, match="unknown rule"):
        handaudit.dask.audit_archive([samples], client, only=["nope"])
    result = handaudit.dask.audit_archive([samples, str(SOURCE / "no-such-file.txt")], client)
    assert result.unreadable == [(str(SOURCE / "no-such-file.txt"), "No such file or directory")]
    assert result.summary["hands"] == 34
