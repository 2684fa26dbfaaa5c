"""A private PostgreSQL cluster in a temporary folder for one benchmark run.

Durable like production (`fsync` and `synchronous_commit` on), reached over a unix
socket only, with `pg_stat_statements` (statement counts) and `auto_explain` (the plan
of the list query) preloaded. As root, the server runs as the `postgres` system user,
which PostgreSQL requires. The application connects as its own role, `app`, so the
statements it sends can be told from the harness's own in `pg_stat_statements`.
"""
import glob
import os
import shutil
import subprocess
import tempfile

APP_ROLE = "app"
DATABASE = "corrchess"


def _bin_dir():
    """The PostgreSQL server binaries: on PATH, or the newest under /usr/lib/postgresql."""
    initdb = shutil.which("initdb")
    if initdb:
        return os.path.dirname(os.path.realpath(initdb))
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                   key=lambda p: int(p.split("/")[-3]))
    if not found:
        raise SystemExit("no PostgreSQL server binaries (initdb, pg_ctl): apt-get install postgresql")
    return os.path.dirname(found[-1])


class Cluster:
    """initdb, start, SQL through psql, stop; everything under one temporary folder."""

    def __init__(self, keep=False):
        self.bin = _bin_dir()
        self.root = tempfile.mkdtemp(prefix="corrchess-load-")
        self.data = os.path.join(self.root, "data")
        self.socket = os.path.join(self.root, "run")
        self.log = os.path.join(self.root, "postgres.log")
        self.keep = keep
        self.run_as = "postgres" if os.geteuid() == 0 else None
        os.makedirs(self.socket)
        if self.run_as:
            shutil.chown(self.root, self.run_as)
            shutil.chown(self.socket, self.run_as)
            os.chmod(self.root, 0o755)

    def _server_cmd(self, program, *args):
        path = os.path.join(self.bin, program)
        prefix = ["runuser", "-u", self.run_as, "--"] if self.run_as else []
        return prefix + [path, *args]

    def _run_server_tool(self, program, *args):
        subprocess.run(self._server_cmd(program, *args), check=True, cwd="/",
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)

    def start(self):
        self._run_server_tool("initdb", "-D", self.data, "-U", "postgres", "--auth=trust",
                              "-E", "UTF8", "--locale=C", "--no-sync")
        options = " ".join([
            f"-k {self.socket}", "-c listen_addresses=''", "-c fsync=on",
            "-c synchronous_commit=on", "-c max_connections=100",
            "-c shared_preload_libraries=pg_stat_statements,auto_explain",
            "-c pg_stat_statements.track_utility=on",
            "-c auto_explain.log_analyze=on",
            "-c auto_explain.log_buffers=on", "-c auto_explain.log_timing=on",
        ])
        self._run_server_tool("pg_ctl", "start", "-D", self.data, "-l", self.log, "-w",
                              "-t", "60", "-o", options)
        self.psql(f"CREATE ROLE {APP_ROLE} LOGIN", db="postgres")
        self.psql(f"CREATE DATABASE {DATABASE} OWNER {APP_ROLE}", db="postgres")
        self.psql("CREATE EXTENSION pg_stat_statements")

    def stop(self):
        try:
            self._run_server_tool("pg_ctl", "stop", "-D", self.data, "-m", "fast", "-w")
        finally:
            if not self.keep:
                shutil.rmtree(self.root, ignore_errors=True)

    def postmaster_pid(self):
        with open(os.path.join(self.data, "postmaster.pid")) as f:
            return int(f.readline())

    def url(self, role=APP_ROLE):
        """The URL the application (or a client as `role`) connects with."""
        return f"postgres:///{DATABASE}?host={self.socket}&user={role}"

    def conninfo(self):
        """psql/pgbench connection options for the superuser."""
        return ["-h", self.socket, "-U", "postgres"]

    def psql(self, sql, db=DATABASE, variables=None):
        """Runs SQL as the superuser and returns the unaligned, tuples-only output."""
        cmd = ["psql", *self.conninfo(), "-d", db, "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1"]
        for name, value in (variables or {}).items():
            cmd += ["-v", f"{name}={value}"]
        done = subprocess.run(cmd, input=sql, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"psql failed: {done.stderr.strip()}\n--- SQL ---\n{sql[:2000]}")
        return done.stdout.strip()

    def session(self):
        """A psql connection kept open, for polling without a backend start each time."""
        return PsqlSession(["psql", *self.conninfo(), "-d", DATABASE, "-X", "-q", "-At"])

    def set_setting(self, name, value):
        """Changes a reloadable setting for every session (auto_explain on and off)."""
        self.psql(f"ALTER SYSTEM SET {name} = '{value}'")
        self.psql("SELECT pg_reload_conf()")


class PsqlSession:
    """One long-lived psql process: each query's output ends at a marker line."""

    MARKER = "--end-of-answer--"

    def __init__(self, cmd):
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)

    def query(self, sql):
        self.proc.stdin.write(f"{sql.rstrip().rstrip(';')};\n\\echo {self.MARKER}\n")
        self.proc.stdin.flush()
        lines = []
        for line in self.proc.stdout:
            if line.rstrip("\n") == self.MARKER:
                return "\n".join(lines)
            lines.append(line.rstrip("\n"))
        raise RuntimeError("psql session ended")

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()
