"""handaudit.audit and handaudit.findings_frame against the command line."""

import gzip
import pathlib
import threading
import time

import pytest

import handaudit
from conftest import SOURCE, cli_objects


def without_summary(objects):
    assert objects[-1]["type"] == "summary"
    return objects[:-1]


def test_audit_yields_the_cli_objects_on_samples(samples):
    assert list(handaudit.audit(samples)) == without_summary(cli_objects(samples))


def test_audit_yields_the_cli_objects_on_the_corpus_pokerstars_folder(corpus_pokerstars):
    expected = without_summary(cli_objects(corpus_pokerstars))
    got = list(handaudit.audit(corpus_pokerstars, jobs=2))
    assert len(got) == len(expected) > 5000
    assert got == expected
    # The hands first, then the tables (12 session-gap notes, 3 conflicting-copies).
    kinds = [o["type"] for o in got]
    assert kinds.index("table") == kinds.count("hand") + kinds.count("text")


def test_audit_of_a_list_of_paths_and_of_text(samples):
    files = [f"{samples}/errors.txt", pathlib.Path(samples) / "clean_tournament.txt"]
    assert list(handaudit.audit(files)) == without_summary(cli_objects(*map(str, files)))
    text = (pathlib.Path(samples) / "errors.txt").read_text(encoding="utf-8")
    by_text = list(handaudit.audit(text, name="errors.txt"))
    by_bytes = list(handaudit.audit(text.encode("utf-8"), name="errors.txt"))
    by_path = list(handaudit.audit(f"{samples}/errors.txt"))
    assert by_text == by_bytes
    for hand in by_path:
        hand["source"] = "errors.txt"
    assert by_text == by_path
    assert list(handaudit.audit(text))[0]["source"] == "-"


def test_only_and_disable_select_rules_as_the_cli_does(samples):
    errors = f"{samples}/errors.txt"
    only = ["raise-below-minimum", "wrong-winner"]
    got = list(handaudit.audit(errors, only=only))
    assert got == without_summary(cli_objects(errors, options=["--only", ",".join(only)]))
    assert sorted({f["rule"] for o in got for f in o["findings"]}) == only
    got = list(handaudit.audit(errors, disable=["wrong-winner"]))
    assert got == without_summary(cli_objects(errors, options=["--disable", "wrong-winner"]))
    assert got and "wrong-winner" not in {f["rule"] for o in got for f in o["findings"]}


def test_a_profile_changes_what_is_judged_as_the_cli_does(samples):
    for profile in ("tda", "robert"):
        got = list(handaudit.audit(samples, profile=profile))
        assert got == without_summary(cli_objects(samples, options=["--profile", profile]))
    assert "tda" in handaudit.profiles()


def test_threads_give_the_same_objects(samples):
    text = "\n\n".join(p.read_text(encoding="utf-8") for p in sorted(pathlib.Path(samples).glob("*.txt")))
    one = list(handaudit.audit(text, jobs=1))
    assert len(one) == 34
    assert list(handaudit.audit(text, jobs=3)) == one
    assert list(handaudit.audit(text * 20, jobs=2)) == list(handaudit.audit(text * 20, jobs=1))


def test_two_python_threads_audit_at_once_without_holding_the_gil(samples):
    text = ("\n\n".join(p.read_text(encoding="utf-8") for p in sorted(pathlib.Path(samples).glob("*.txt")))
            + "\n\n") * 40
    expected = list(handaudit.audit(text, jobs=1))
    results = [None, None]

    def work(i):
        results[i] = list(handaudit.audit(text, jobs=1))

    threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [expected, expected]

    # One C++ call of 27,200 hands (about a second): meanwhile this thread
    # runs on, its longest pause far shorter than the call (a held GIL would
    # stop it for all of it).
    from handaudit import _handaudit

    run = _handaudit.Run(None, 1, [], [])
    data = (text * 20).encode()
    took = []

    def call():
        started = time.monotonic()
        run.audit_bytes("-", data)
        took.append(time.monotonic() - started)

    caller = threading.Thread(target=call)
    longest_pause, last = 0.0, time.monotonic()
    caller.start()
    while caller.is_alive():
        now = time.monotonic()
        longest_pause, last = max(longest_pause, now - last), now
        time.sleep(0.001)
    assert took[0] > 0.3
    assert longest_pause < took[0] / 3, (longest_pause, took)


def test_bad_text_gives_findings_not_a_crash():
    hands = list(handaudit.audit("PokerStars Hand #1: garbage\nnot a hand at all\n"))
    assert [f["rule"] for f in hands[0]["findings"]][:1] == ["parse-error"]
    assert hands[0]["status"] == "unreadable"
    assert hands[0]["findings"][0]["line"] == 1
    assert list(handaudit.audit(b"\x00\xff\xfe\x80 binary \x00\n" * 50))[0]["status"] == "unreadable"
    assert list(handaudit.audit(b"")) == []
    cut = (SOURCE / "samples" / "errors.txt").read_bytes()[:700]
    last = list(handaudit.audit(cut))[-1]
    assert "truncated-hand" in [f["rule"] for f in last["findings"]]


def test_bad_arguments_raise_handaudit_error():
    with pytest.raises(handaudit.Error, match="unknown profile 'nosuch'"):
        handaudit.audit("x\n", profile="nosuch")
    with pytest.raises(handaudit.Error, match="unknown rule 'no-such-rule'"):
        handaudit.audit("x\n", only=["no-such-rule"])
    with pytest.raises(handaudit.Error, match="jobs"):
        handaudit.audit("x\n", jobs=-1)
    with pytest.raises(TypeError):
        handaudit.audit(42)
    assert issubclass(handaudit.Error, ValueError)


def test_an_unreadable_input_is_an_error_naming_it_after_the_rest(samples, tmp_path):
    missing = str(tmp_path / "missing.txt")
    objects = []
    with pytest.raises(handaudit.Error) as raised:
        for o in handaudit.audit([missing, f"{samples}/errors.txt"]):
            objects.append(o)
    assert raised.value.source == missing
    assert str(raised.value).startswith(f"cannot read {missing}: ")
    assert raised.value.unreadable == [(missing, "No such file or directory")]
    assert (raised.value.line, raised.value.column) == (None, None)
    assert len(objects) == 20  # errors.txt audited all the same
    # A damaged compressed file: what was read before the damage is audited.
    whole = gzip.compress((SOURCE / "samples" / "errors.txt").read_bytes())
    damaged = tmp_path / "errors.txt.gz"
    damaged.write_bytes(whole[: len(whole) * 2 // 3])
    objects = []
    with pytest.raises(handaudit.Error) as raised:
        for o in handaudit.audit(str(damaged)):
            objects.append(o)
    assert raised.value.source == str(damaged)
    assert "gzip" in str(raised.value)
    assert 0 < len(objects) < 20


def frame_counts_equal_the_cli(path):
    objects = cli_objects(path)
    frame = handaudit.findings_frame(path)
    assert list(frame.columns) == handaudit.FINDING_COLUMNS
    assert len(frame) == sum(len(o["findings"]) for o in objects[:-1])
    assert frame["rule"].value_counts().to_dict() == objects[-1]["by_rule"]


def test_findings_frame_of_the_corpus_pokerstars_folder(corpus_pokerstars):
    frame_counts_equal_the_cli(corpus_pokerstars)


def test_findings_frame_has_one_row_a_finding(samples):
    frame_counts_equal_the_cli(samples)
    frame = handaudit.findings_frame(f"{samples}/errors.txt")
    first = frame.iloc[0].to_dict()
    assert first == {"hand": "260400000001", "table": "Ceres 1", "file": f"{samples}/errors.txt", "line": 11,
                     "rule": "raise-below-minimum", "category": "illegal-bet", "severity": "error",
                     "player": "wobblyjoe", "street": "preflop", "expected": "raise to at least $2.50",
                     "actual": "raise to $2.00"}
    assert str(frame["line"].dtype) == "int64"
    assert frame["table"].tolist()[:3] == ["Ceres 1", "Ceres 2", "Ceres 3"]
    assert handaudit.findings_frame("not a hand\n")["table"].tolist() == [None]


def test_findings_frame_names_the_table_of_findings_across_hands(corpus_pokerstars):
    frame = handaudit.findings_frame(corpus_pokerstars, only=["session-gap", "conflicting-copies"])
    assert frame["rule"].value_counts().to_dict() == {"session-gap": 12, "conflicting-copies": 3}
    assert frame["table"].notna().all()
    gap = frame[frame["hand"] == "47655304866"].iloc[0]
    assert (gap["table"], gap["line"], gap["severity"]) == ("297808375 8", 2744, "note")
    assert gap["file"].endswith("NLHE-USD-MTT-1-KO.201008.txt")
