"""A verl custom reward function that asks `zebra serve` for the reward.

In the verl config:

    custom_reward_function:
      path: examples/verl_reward.py
      name: compute_score

Each row's `extra_info` must hold the record's id ({"id": "7-0"}), as the rows of
`zebra generate --format parquet` do (their `ground_truth` is the right answer, for other
reward functions). `ground_truth` is used as the id when `extra_info` has none.
"""

from zebra_reward import grade


def compute_score(data_source, solution_str, ground_truth, extra_info=None):
    """The reward of one response: the record's default score (binary for a grid, question for --answer-format question)."""
    record_id = (extra_info or {}).get("id", ground_truth)
    return float(grade([{"id": record_id, "completion": solution_str}])[0]["score"])
