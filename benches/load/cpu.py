"""CPU time spent by the server, the database and the load client, read from /proc and
getrusage, so each phase can say what one request costs each of them (on a machine
that is CPU-bound, that cost is what sets the throughput)."""
import os
import resource

TICK = os.sysconf("SC_CLK_TCK")


def _stat_fields(pid):
    with open(f"/proc/{pid}/stat") as f:
        text = f.read()
    # The command name is in parentheses and may hold spaces: split after it.
    return text[text.rindex(")") + 2:].split()


def process_seconds(pid, children=False):
    """utime + stime of `pid` (with its waited-for children's when asked), in seconds."""
    fields = _stat_fields(pid)
    # After the name: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
    used = int(fields[11]) + int(fields[12])
    if children:
        used += int(fields[13]) + int(fields[14])
    return used / TICK


def postgres_seconds(postmaster_pid):
    """The whole cluster's CPU: the postmaster, the backends it reaped, and live ones."""
    total = process_seconds(postmaster_pid, children=True)
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fields = _stat_fields(entry)
            if int(fields[1]) == postmaster_pid:
                total += (int(fields[11]) + int(fields[12])) / TICK
        except (OSError, ValueError, IndexError):
            continue
    return total


def client_seconds():
    """This harness's CPU and that of the tools it ran and waited for (wrk, pgbench)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


class Meter:
    """CPU seconds of server, database and client between `start()` and `stop()`."""

    def __init__(self, server_pid, postmaster_pid):
        self.server_pid, self.postmaster_pid = server_pid, postmaster_pid

    def _now(self):
        return (process_seconds(self.server_pid), postgres_seconds(self.postmaster_pid), client_seconds())

    def start(self):
        self.began = self._now()

    def stop(self, requests, client_end=None):
        """Milliseconds of CPU per request: (server, database, client); `client_end` is
        the client's CPU when its load ended, if the window went on after that."""
        ended = list(self._now())
        if client_end is not None:
            ended[2] = client_end
        n = max(1, requests)
        return tuple((e - b) * 1000 / n for e, b in zip(ended, self.began))
