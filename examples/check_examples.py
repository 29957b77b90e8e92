"""Runs the reward functions against a live `zebra serve` (the CLI's tests start one).

    python3 examples/check_examples.py DATASET.jsonl

For the first records of DATASET: the record's final answer must earn 1.0 and a wrong answer 0.0,
through verl's compute_score and through TRL's reward function. Prints one line per check.
"""

import json
import sys

from trl_reward import zebra_reward
from verl_reward import compute_score

records = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8") if line.strip()][:3]
for record in records:
    right = compute_score("zebra", record["final_answer"], record["id"], {"id": record["id"]})
    wrong = compute_score("zebra", "I do not know.", record["id"])
    print("verl", record["id"], right, wrong)
    assert (right, wrong) == (1.0, 0.0), (right, wrong)
completions = [[{"role": "assistant", "content": r["final_answer"]}] for r in records] + ["no answer"]
rewards = zebra_reward(completions, id=[r["id"] for r in records] + [records[0]["id"]])
print("trl", rewards)
assert rewards == [1.0] * len(records) + [0.0], rewards
print("ok")
