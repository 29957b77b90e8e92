"""A TRL reward function (GRPOTrainer's reward_funcs) that asks `zebra serve` for the rewards.

    from trl import GRPOTrainer
    from trl_reward import zebra_reward
    trainer = GRPOTrainer(model=..., reward_funcs=zebra_reward, train_dataset=dataset)

The dataset needs an `id` column with each record's id (TRL passes dataset columns as keyword
arguments) and a `prompt` column with the record's prompt.
"""

from zebra_reward import completion_text, grade


def zebra_reward(completions, id, **kwargs):
    """One reward per completion, graded in one request."""
    results = grade([{"id": record_id, "completion": completion_text(c)} for record_id, c in zip(id, completions)])
    return [float(result["score"]) for result in results]
