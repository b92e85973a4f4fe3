"""One world per test, from Python: the pattern of the README's "Parallel tests".

Start the reference server once (`npx docpub-mock --port 4010`), then run
`DOCPUB_MOCK_URL=http://127.0.0.1:4010/v1 python3 -m unittest examples/worlds/test_worlds.py`
(with `DOCPUB_CONTROL_TOKEN=<token>` as well when the server needs a control token: one given with
`--control-token`, or the one it printed when bound beyond loopback)
(or with pytest, or pytest-xdist's `-n 8`: each test makes its own world, so they never see each other).
Only the standard library is used.
"""
import json
import os
import unittest
import urllib.error
import urllib.request

BASE_URL = os.environ.get("DOCPUB_MOCK_URL", "http://127.0.0.1:4010/v1")
ORIGIN = BASE_URL.rsplit("/v1", 1)[0]
FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures.yaml")
CONTROL_TOKEN = os.environ.get("DOCPUB_CONTROL_TOKEN")


def call(method, url, body=None, token=None):
    """One JSON request; answers (status, parsed body or None)."""
    headers = {"content-type": "application/json"} if body is not None else {}
    if token:
        headers["authorization"] = "Bearer " + token
    if CONTROL_TOKEN and "/__control/" in url:
        headers["x-control-token"] = CONTROL_TOKEN
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            text = response.read().decode()
            return response.status, json.loads(text) if text else None
    except urllib.error.HTTPError as error:
        text = error.read().decode()
        return error.code, json.loads(text) if text else None


class WorldPerTest(unittest.TestCase):
    """Each test gets a world made from the example world file, and deletes it after."""

    def setUp(self):
        with open(FIXTURES, encoding="utf-8") as file:
            status, world = call("POST", ORIGIN + "/__control/worlds", {"world": file.read()})
        self.assertEqual(status, 201, world)
        self.world = world
        self.alice = world["tokens"]["alice-token"]
        self.addCleanup(call, "DELETE", ORIGIN + "/__control/worlds/" + world["id"])

    def control(self, method, path, body=None):
        return call(method, ORIGIN + "/__control/worlds/" + self.world["id"] + path, body)

    def test_writes_stay_in_this_world(self):
        status, space = call("POST", BASE_URL + "/orgs/org-acme/spaces", {"title": "Only here"}, self.alice)
        self.assertEqual(status, 201, space)
        status, spaces = call("GET", BASE_URL + "/orgs/org-acme/spaces", token=self.alice)
        self.assertEqual(sorted(s["title"] for s in spaces["items"]), ["Handbook", "Only here"])

    def test_starts_from_the_file_again(self):
        status, spaces = call("GET", BASE_URL + "/orgs/org-acme/spaces", token=self.alice)
        self.assertEqual([s["title"] for s in spaces["items"]], ["Handbook"])

    def test_clock_and_faults_are_this_worlds(self):
        self.control("POST", "/clock/advance", {"ms": 86_400_000})
        _, clock = self.control("GET", "/clock")
        self.assertTrue(clock["now"].startswith("2030-01-16"), clock)
        self.control("POST", "/faults", {"path": "/v1/user", "status": 503, "times": 1})
        self.assertEqual(call("GET", BASE_URL + "/user", token=self.alice)[0], 503)
        self.assertEqual(call("GET", BASE_URL + "/user", token=self.alice)[0], 200)

    def test_state_exports_as_a_world_file(self):
        status, state = self.control("GET", "/state")
        self.assertEqual(status, 200)
        self.assertEqual(state["format"], "docpub-world/1")
        self.assertIn("alice-token", state["users"][0]["tokens"])


if __name__ == "__main__":
    unittest.main()
