#!/usr/bin/python3
"""Hands a second of `handaudit audit -j1/-j2` and of handaudit.dask's
audit_archive with 1 and 2 local worker processes, on the same files
(docs/scale-out.md).

    PYTHONPATH=build/python bench/scale_out.py build/handaudit DIR [FILES_PER_TASK]

DIR: a folder of hand histories, e.g. a night written by
`build/handaudit bench --night DIR --hands 60000 --tables 60`. Each figure is
the best of 3 runs, the CLI's start-up and Dask's cluster start-up left out
(a cluster is started once and reused); the Dask runs include listing the
files, the tasks, the merge of the sessions and the judging of the tables.
"""

import json
import subprocess
import sys
import time

import distributed

import handaudit.dask


def best(run, times=3):
    out = None
    seconds = []
    for _ in range(times):
        started = time.perf_counter()
        out = run()
        seconds.append(time.perf_counter() - started)
    return min(seconds), out


def main():
    binary, folder = sys.argv[1], sys.argv[2]
    per_task = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    # The report goes to /dev/null: its 60,000 hand objects read back would
    # be timed too (the Dask runs bring back the hands with findings only).
    out = subprocess.run([binary, "audit", "--format", "json", "--fail-on", "never", "-q", folder],
                         stdout=subprocess.PIPE, check=True).stdout
    hands = json.loads(out.rsplit(b"\n", 2)[-2])["hands"]
    for jobs in (1, 2):
        seconds, _ = best(lambda: subprocess.run(
            [binary, "audit", f"-j{jobs}", "--format", "json", "--fail-on", "never", "-q", folder],
            stdout=subprocess.DEVNULL, check=True))
        print(f"CLI -j{jobs}: {hands} hands, {seconds:.2f} s, {hands / seconds:,.0f} hands/s", flush=True)
    for workers in (1, 2):
        with distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                                      dashboard_address=None, silence_logs=50) as cluster, \
                distributed.Client(cluster) as client:
            def audit():
                result = handaudit.dask.audit_archive([folder], client, files_per_task=per_task)
                result.hand_findings.count().compute()  # the hands' findings brought together too
                return result.summary["hands"]

            seconds, hands = best(audit)
            rss = client.run(lambda: __import__("psutil").Process().memory_info().rss)
            print(f"Dask, {workers} worker{'s' if workers > 1 else ''}: {hands} hands, {seconds:.2f} s, "
                  f"{hands / seconds:,.0f} hands/s; worker memory "
                  f"{', '.join(f'{r / 2**20:.0f} MiB' for r in rss.values())}", flush=True)


if __name__ == "__main__":
    main()
