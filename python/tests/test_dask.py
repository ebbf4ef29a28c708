# SPDX-License-Identifier: MIT
"""Scale-out through Dask, as docs/python.md shows it: resolve_many mapped over chunks on a
LocalCluster of 2 worker processes gives exactly the local outcomes."""

import pytest

import skedaddle
from conftest import example_files

distributed = pytest.importorskip("distributed")


def resolve_chunk(chunk):
    """What each worker runs: one resolve_many over its chunk of (scenario, chooser, seed)."""
    return skedaddle.resolve_many(chunk, threads=1)


def test_resolve_many_on_a_local_cluster_of_two_processes_equals_the_local_run():
    scenarios = [skedaddle.load(p).unscripted() for p in example_files()[::5]]
    items = [(s, "random", seed) for seed in range(4) for s in scenarios]
    local = skedaddle.resolve_many(items, threads=2)
    chunks = [items[i:i + 25] for i in range(0, len(items), 25)]
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        futures = client.map(resolve_chunk, chunks)
        remote = [outcome for part in client.gather(futures) for outcome in part]
        workers = client.run(lambda: __import__("os").getpid())
    assert len(workers) == 2
    assert remote == local
