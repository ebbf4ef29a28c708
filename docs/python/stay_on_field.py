# SPDX-License-Identifier: MIT
"""A designer's picture (docs/python.md): the exact chance that a Jacobite Rising unit stays on
the battlefield after 2 flags, by how many flags its attached leader lets it ignore (JR-3) and
how many blocks it has left, from skedaddle's per-option odds. The board is jr-08's: Barrell on
its own baseline with Hawley attached, so every flag not ignored retreats it off the board for
a block (JR-5), and a rally check follows (JR-6, JR-8).

Usage: python3 docs/python/stay_on_field.py [OUT.png]  (default docs/images/python-stay-on-field.png)
"""

import json
import pathlib
import sys
from fractions import Fraction

import skedaddle

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "games/jacobite/examples/jr-08-one-casualty-check-per-combat-hits-then-blocked-retreat.json"
GONE = ("eliminated", "routed")


def board(blocks, flags):
    """jr-08 without its recorded dice and choices: Barrell with `blocks` takes `flags` flags."""
    doc = json.loads(EXAMPLE.read_text())
    doc.pop("dice", None)
    doc.pop("choices", None)
    doc["units"][0]["blocks"] = blocks
    doc["request"].update(hits=0, flags=flags)
    return skedaddle.load(doc)


def stays(units, unit="Barrell"):
    """The chance `unit` is still on the battlefield: neither eliminated nor routed (a unit
    the odds do not list is unchanged)."""
    gone = sum((f["probability"] for u in units if u["unit"] == unit for f in u["fates"]
                if f["fate"] in GONE), Fraction(0))
    return 1 - gone


def chances(blocks_range=range(1, 5), flags=2):
    """{flags ignored: [chance Barrell stays, for each number of blocks]}, exact."""
    out = {}
    for blocks in blocks_range:
        for option in board(blocks, flags).odds(per_option=True)["per_option"]:
            ignored = int(option["option"].rsplit(" ", 1)[1])
            out.setdefault(ignored, []).append(stays(option["units"]))
    return out


def main(out):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    blocks = list(range(1, 5))
    fig, ax = plt.subplots(figsize=(6, 3.6), dpi=110)
    for ignored, values in sorted(chances(blocks).items()):
        label = f"ignores {ignored} flag" + ("" if ignored == 1 else "s")
        ax.plot(blocks, [float(v) for v in values], marker="o", label=label)
        for b, v in zip(blocks, values):
            # More flags ignored is never worse: its labels above the points, the others below.
            ax.annotate(f"{float(v):.0%}", (b, float(v)), textcoords="offset points",
                        xytext=(0, 7 if ignored else -13), ha="center", fontsize=8)
    ax.set_xticks(blocks)
    ax.set_xlabel("blocks before the combat")
    ax.set_ylabel("chance it stays on the field")
    ax.set_ylim(-0.08, 1.0)
    ax.set_title("Barrell on its baseline, 2 flags, Hawley attached (exact odds)", fontsize=10)
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ROOT / "docs/images/python-stay-on-field.png")
