"""Rewards from a running `zebra serve`, for Python trainers, with the standard library only.

Start the server next to the trainer:

    zebra serve --dataset train.jsonl --port 8000

and point ZEBRA_REWARD_URL at it (default http://127.0.0.1:8000). Each function below sends
one batch to POST /grade and returns one float per completion.
"""

import json
import os
import time
import urllib.error
import urllib.request

URL = os.environ.get("ZEBRA_REWARD_URL", "http://127.0.0.1:8000")


def grade(items, url=URL, retries=5):
    """Grades [{"id": record id, "completion": text}] and returns the server's results, in order.

    A busy server (503) is asked again after a short pause; any other error is raised with the
    server's message.
    """
    body = json.dumps(items).encode("utf-8")
    for attempt in range(retries):
        request = urllib.request.Request(url + "/grade", data=body, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.loads(response.read().decode("utf-8"))["results"]
        except urllib.error.HTTPError as error:
            message = error.read().decode("utf-8", "replace")
            if error.code == 503 and attempt + 1 < retries:
                time.sleep(0.2 * (attempt + 1))
                continue
            raise RuntimeError("zebra serve answered %d: %s" % (error.code, message)) from None
    raise RuntimeError("zebra serve stayed busy")


def completion_text(completion):
    """A completion as text: TRL passes plain strings, or chat messages for conversational data."""
    if isinstance(completion, str):
        return completion
    return "".join(message.get("content", "") for message in completion if message.get("role") == "assistant")
