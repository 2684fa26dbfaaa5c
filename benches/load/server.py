"""The release server under test: started on the private cluster, watched, stopped.

Mail goes to files under the run's folder; every rate limit is set high enough never to
refuse (but still counted, so the API's per-token counter costs what it costs in
production); background jobs and the mail poll are set to an hour so that an idle server
sends no statements of its own (mail is still delivered at once, woken by `NOTIFY`).
"""
import http.client
import os
import socket
import subprocess
import time

HIGH_LIMIT = "100000000/1s"
RATE_LIMITS = ["RATE_LIMIT_LOGIN_IP", "RATE_LIMIT_LOGIN_ACCOUNT", "RATE_LIMIT_SIGNUP_IP",
               "RATE_LIMIT_RESET_IP", "RATE_LIMIT_RESET_ACCOUNT", "RATE_LIMIT_RESET_CONFIRM_IP",
               "RATE_LIMIT_RESEND_ACCOUNT", "RATE_LIMIT_API_TOKEN", "RATE_LIMIT_NOTIFY_ACCOUNT"]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """One `corrchess serve` process on `database_url`."""

    def __init__(self, binary, database_url, data_dir):
        self.binary = os.path.abspath(binary)
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.env = dict(os.environ)
        self.env.update({
            "DATABASE_URL": database_url,
            "BIND_ADDR": f"127.0.0.1:{self.port}",
            "BASE_URL": self.base,
            "DATA_DIR": data_dir,
            "RUST_LOG": "warn",
            "JOB_INTERVAL": "1h",
            "MAIL_POLL_INTERVAL": "1h",
        })
        self.env.pop("SMTP_URL", None)
        for name in RATE_LIMITS:
            self.env[name] = HIGH_LIMIT
        self.log_path = os.path.join(data_dir, "server.log")
        self.proc = None

    def start(self):
        os.makedirs(os.path.dirname(self.log_path), exist_ok=True)
        log = open(self.log_path, "ab")
        self.proc = subprocess.Popen([self.binary, "serve"], env=self.env, stdout=log,
                                     stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited ({self.proc.returncode}); see {self.log_path}")
            try:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=2)
                conn.request("GET", "/readyz")
                if conn.getresponse().status == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        raise RuntimeError("the server was not ready (/readyz) within 60 s")

    def admin(self, *args, stdin=""):
        """Runs `corrchess admin ...` against the same database."""
        subprocess.run([self.binary, "admin", *args], env=self.env, input=stdin.encode(),
                       check=True, capture_output=True)

    def rss_kib(self):
        """The process's resident set (VmRSS) in KiB."""
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
