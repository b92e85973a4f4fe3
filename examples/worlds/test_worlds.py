"""One world per test, from Python: the pattern of the README's "Parallel tests".

The suite starts the reference server itself: `docpub-mock --port 0 --ready-file F` picks a free port and,
once it listens, writes the base URL, the control URL and the control token to F. Run it with
`python3 -m unittest examples/worlds/test_worlds.py` (or pytest; with pytest-xdist's `-n 8` each worker starts
its own server). To use a server started elsewhere instead, set DOCPUB_MOCK_URL (its base URL) and, when it
requires one, DOCPUB_CONTROL_TOKEN. Only the standard library is used.
"""
import json
import os
import shlex
import shutil
import subprocess
import tempfile
import time
import unittest
import urllib.error
import urllib.request

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures.yaml")
SERVER = {}
FOLDER = {}  # the temporary folder of the ready file, removed once the server has stopped


def installed_command():
    """The installed binary itself, in the nearest node_modules/.bin from the current folder up.

    Not `npx docpub-mock`: stopping npx (npm 11) does not stop the server it started, so each run would leave
    one running.
    """
    folder = os.getcwd()
    while True:
        binary = os.path.join(folder, "node_modules", ".bin", "docpub-mock")
        if os.path.exists(binary):
            return [binary]
        if os.path.dirname(folder) == folder:
            raise RuntimeError("docpub-mock is not installed: npm install --save-dev @docpub/mock-server")
        folder = os.path.dirname(folder)


def command():
    """How the suite starts the server; DOCPUB_MOCK_COMMAND may name another (e.g. `node path/to/docpub-mock.js`)."""
    given = os.environ.get("DOCPUB_MOCK_COMMAND")
    return shlex.split(given) if given else installed_command()


def setUpModule():
    if os.environ.get("DOCPUB_MOCK_URL"):
        url = os.environ["DOCPUB_MOCK_URL"]
        SERVER.update(url=url, controlUrl=url.rsplit("/v1", 1)[0] + "/__control",
                      controlToken=os.environ.get("DOCPUB_CONTROL_TOKEN"))
        return
    folder = FOLDER["path"] = tempfile.mkdtemp(prefix="docpub-mock-")
    ready = os.path.join(folder, "ready.json")
    # --exit-with-parent: should this process die without tearDownModule, the server does not outlive it.
    process = subprocess.Popen(command() + ["--port", "0", "--quiet", "--exit-with-parent", "--ready-file", ready],
                               stdout=subprocess.DEVNULL)
    SERVER["process"] = process
    deadline = time.monotonic() + 30
    while not os.path.exists(ready):
        if process.poll() is not None or time.monotonic() > deadline:
            tearDownModule()  # unittest skips it when setUpModule fails
            raise RuntimeError("docpub-mock did not start")
        time.sleep(0.05)
    with open(ready, encoding="utf-8") as file:
        SERVER.update(json.load(file))


def tearDownModule():
    if "process" in SERVER:
        SERVER["process"].terminate()
        SERVER["process"].wait(10)
    if "path" in FOLDER:
        shutil.rmtree(FOLDER["path"], ignore_errors=True)


def call(method, url, body=None, token=None, control=False):
    """One JSON request; answers (status, parsed body or None)."""
    headers = {"content-type": "application/json"} if body is not None else {}
    if token:
        headers["authorization"] = "Bearer " + token
    if control and SERVER.get("controlToken"):
        headers["x-control-token"] = SERVER["controlToken"]
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
        self.api = SERVER["url"]
        with open(FIXTURES, encoding="utf-8") as file:
            status, world = call("POST", SERVER["controlUrl"] + "/worlds", {"world": file.read()}, control=True)
        self.assertEqual(status, 201, world)
        self.world = world
        self.alice = world["tokens"]["alice-token"]
        self.addCleanup(call, "DELETE", SERVER["controlUrl"] + "/worlds/" + world["id"], control=True)

    def control(self, method, path, body=None):
        return call(method, SERVER["controlUrl"] + "/worlds/" + self.world["id"] + path, body, control=True)

    def test_writes_stay_in_this_world(self):
        status, space = call("POST", self.api + "/orgs/org-acme/spaces", {"title": "Only here"}, self.alice)
        self.assertEqual(status, 201, space)
        status, spaces = call("GET", self.api + "/orgs/org-acme/spaces", token=self.alice)
        self.assertEqual(sorted(s["title"] for s in spaces["items"]), ["Handbook", "Only here"])

    def test_starts_from_the_file_again(self):
        status, spaces = call("GET", self.api + "/orgs/org-acme/spaces", token=self.alice)
        self.assertEqual([s["title"] for s in spaces["items"]], ["Handbook"])

    def test_clock_and_faults_are_this_worlds(self):
        self.control("POST", "/clock/advance", {"ms": 86_400_000})
        _, clock = self.control("GET", "/clock")
        self.assertTrue(clock["now"].startswith("2030-01-16"), clock)
        self.control("POST", "/faults", {"path": "/v1/user", "status": 503, "times": 1})
        self.assertEqual(call("GET", self.api + "/user", token=self.alice)[0], 503)
        self.assertEqual(call("GET", self.api + "/user", token=self.alice)[0], 200)

    def test_state_exports_as_a_world_file(self):
        status, state = self.control("GET", "/state")
        self.assertEqual(status, 200)
        self.assertEqual(state["format"], "docpub-world/1")
        self.assertIn("alice-token", state["users"][0]["tokens"])

    def test_verifies_what_was_sent(self):
        call("POST", self.api + "/orgs/org-acme/spaces", {"title": "Runbook"}, self.alice)
        status, search = self.control("POST", "/journal/calls",
                                      {"operationId": "createSpace", "body": {"title": "Runbook"}})
        self.assertEqual(status, 200, search)
        self.assertEqual(len(search["calls"]), 1)
        self.assertEqual(search["calls"][0]["params"], {"organizationId": "org-acme"})
        self.assertEqual(search["uncertain"], [])


if __name__ == "__main__":
    unittest.main()
