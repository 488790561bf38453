#!/usr/bin/env bash
# Checks the README's two set-up commands on a stock Debian 12 machine: makes
# a clean bookworm (amd64) root with debootstrap, with a stock install's apt
# sources (and, by default, Debian's libomp-dev 14, which conflicts with LLVM
# 22's offload runtime), clones this checkout's committed HEAD into it, and
# runs as root inside, as the README writes them,
#   bash scripts/run-example.sh      then      bash scripts/test.sh
# each with its own log. Prints a verdict per command; exits non-zero if
# either fails. A maintainer's script (needs root, network to Debian's
# archive and npm, hours on 2 cores), not part of the test suite.
#
#   bash scripts/check-fresh-debian.sh [options]
#     --root DIR       where to make the root (default /var/tmp/offload-fresh-debian);
#                      it must not exist, or be a root this script made
#                      before (which is then made again from scratch)
#     --logs DIR       where the logs go (default DIR.logs, beside the root)
#     --run WHICH      example, test or both (default both, in that order)
#     --no-libomp-dev  leave Debian's libomp-dev 14 out of the root
#     --no-host-ca     do not copy this machine's own CA certificates
#                      (/usr/local/share/ca-certificates) into the root; by
#                      default they are, as a machine on this network has
#                      them (a TLS-inspecting proxy's, without which npm fails)
#     --keep           keep the root afterwards (default: remove it if every
#                      command passed, keep it for a look if one failed)
#     --remove         remove the root afterwards, whatever the outcome
#     --mirror URL     Debian mirror (default http://deb.debian.org/debian)
#     -h, --help       this text
set -euo pipefail

usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "${BASH_SOURCE[0]}"; }
die() { echo "check-fresh-debian: error: $*" >&2; exit 2; }

root=/var/tmp/offload-fresh-debian
logs=""
run=both
libomp_dev=1
host_ca=1
keep=auto
mirror=http://deb.debian.org/debian
while (($#)); do
  case "$1" in
    --root) root=${2:?--root needs a folder}; shift ;;
    --logs) logs=${2:?--logs needs a folder}; shift ;;
    --run) run=${2:?--run needs example, test or both}; shift ;;
    --no-libomp-dev) libomp_dev=0 ;;
    --no-host-ca) host_ca=0 ;;
    --keep) keep=yes ;;
    --remove) keep=no ;;
    --mirror) mirror=${2:?--mirror needs a URL}; shift ;;
    -h|--help) usage; exit 0 ;;
    *) die "unknown argument '$1' (--help lists the options)" ;;
  esac
  shift
done
case "$run" in
  example) commands=("bash scripts/run-example.sh") ;;
  test) commands=("bash scripts/test.sh") ;;
  both) commands=("bash scripts/run-example.sh" "bash scripts/test.sh") ;;
  *) die "--run takes example, test or both, not '$run'" ;;
esac
[ "$(id -u)" -eq 0 ] || die "needs root (debootstrap, chroot, mounts)"
root=$(realpath -m "$root")
[ "$root" != / ] || die "--root / would be the machine itself"
logs=$(realpath -m "${logs:-$root.logs}")
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
head=$(git -C "$repo" rev-parse HEAD)
marker="$root/.offload-fresh-debian"
has_mounts() { findmnt -rn -o TARGET | grep "^$root/" >/dev/null; }
if [ -e "$root" ]; then
  [ -e "$marker" ] || die "'$root' exists and is not a root this script made; give another --root"
  # A root left over (--keep, or a failed run): start clean.
  has_mounts && die "'$root' still has mounts; unmount them first"
  rm -rf --one-file-system "$root"
fi
command -v debootstrap >/dev/null 2>&1 || {
  echo "== installing debootstrap on this machine"
  apt-get update -qq && apt-get install -y -qq debootstrap
}

log() { echo "check-fresh-debian: $*"; }
# This script's own output, for cleanup: a signal may come while a
# command's output goes to its log.
exec 8>&1 9>&2
mounts=()
child=""
cleanup() {
  local rc=$? i
  set +e  # every step below is tried
  trap - INT TERM HUP
  exec 1>&8 2>&9
  if [ -n "$child" ]; then
    # A command still running (the script was interrupted): its whole
    # session goes, before the mounts under it.
    log "interrupted (exit $rc): ending the command it runs, unmounting"
    kill -TERM -- "-$child" 2>/dev/null && sleep 2
    kill -KILL -- "-$child" 2>/dev/null
  fi
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    umount -R "${mounts[i]}" 2>/dev/null || umount -R -l "${mounts[i]}" || true
  done
  mounts=()
  if [ "$keep" = yes ] || { [ "$keep" = auto ] && [ "$rc" -ne 0 ]; }; then
    [ -d "$root" ] && log "the root is kept: $root (chroot into it to look; --remove drops it)"
  elif [ -d "$root" ]; then
    if has_mounts; then
      log "not removing $root: something is still mounted in it"
    else
      rm -rf --one-file-system "$root"
    fi
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM HUP
mount_in() {  # mount_in TARGET MOUNT-ARGS...: mounts, and remembers to unmount
  local target=$1; shift
  mount "$@" "$target"
  mounts+=("$target")
}

# session CMD...: runs CMD in a session of its own, in the background, and
# waits: a signal then reaches this script at once, and cleanup ends all of
# CMD (its session) before unmounting.
session() {
  setsid "$@" </dev/null 8>&- 9>&- &
  child=$!
  local rc=0
  wait "$child" || rc=$?
  child=""
  return "$rc"
}
# inside SCRIPT: runs SCRIPT in the root, as root, in a root login's
# environment (nothing of this machine's).
inside() {
  session env -i HOME=/root USER=root LOGNAME=root SHELL=/bin/bash TERM=dumb \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    chroot "$root" /bin/bash -c "$1"
}

mkdir -p "$logs"
start_all=$(date +%s)
log "repository $repo at $(git -C "$repo" log -1 --format='%h %s' "$head")"
log "root $root, logs $logs"

log "debootstrap bookworm amd64 (log: $logs/debootstrap.log)"
mkdir -p "$root"
touch "$marker"
session debootstrap --arch=amd64 bookworm "$root" "$mirror" >"$logs/debootstrap.log" 2>&1 ||
  { log "debootstrap failed; the end of its log:"; tail -n 20 "$logs/debootstrap.log"; exit 1; }

# What the Debian 12 installer writes: main, the point-release updates and
# the security archive (LLVM 22 and rustc-web 1.96 come from there).
# The security archive sits beside a mirror's /debian, where it has one.
if [[ $mirror == */debian ]]; then
  security=${mirror%/debian}/debian-security
else
  security=http://deb.debian.org/debian-security
fi
cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb $security bookworm-security main
EOF

mount_in "$root/proc" -t proc proc
mount_in "$root/sys" -t sysfs sysfs
# /dev with what is mounted under it (pts, shm: Python's multiprocessing,
# which lit uses, needs /dev/shm); slave, so nothing goes back to the host.
mount_in "$root/dev" --rbind /dev
mount --make-rslave "$root/dev"
rm -f "$root/etc/resolv.conf"
touch "$root/etc/resolv.conf"
mount_in "$root/etc/resolv.conf" --bind -o ro "$(realpath /etc/resolv.conf)"

host_cas=()
if ((host_ca)); then
  shopt -s nullglob
  host_cas=(/usr/local/share/ca-certificates/*.crt)
  shopt -u nullglob
fi
if ((${#host_cas[@]})); then
  log "this machine's CA certificates, copied into the root: ${host_cas[*]##*/}"
  mkdir -p "$root/usr/local/share/ca-certificates"
  cp "${host_cas[@]}" "$root/usr/local/share/ca-certificates/"
fi

log "apt-get update and upgrade in the root (log: $logs/setup.log)"
setup='set -e; export DEBIAN_FRONTEND=noninteractive; apt-get update; apt-get -y upgrade'
if ((${#host_cas[@]})); then
  setup+='; apt-get install -y ca-certificates; update-ca-certificates'
fi
if ((libomp_dev)); then
  # The machine that failed: Debian's libomp-dev (LLVM 14) installed.
  setup+='; apt-get install -y libomp-dev'
fi
inside "$setup" >"$logs/setup.log" 2>&1 ||
  { log "setting up the root failed; the end of its log:"; tail -n 20 "$logs/setup.log"; exit 1; }
log "the root: Debian $(cat "$root/etc/debian_version")$( ((libomp_dev)) &&
  chroot "$root" dpkg-query -W -f=', ${Package} ${Version}' libomp-dev libomp-14-dev libomp5-14)"

# The committed HEAD only: a clone, so nothing uncommitted or ignored
# (build/, .tools/) comes along.
log "cloning $head into /root/offload-toolkit"
git clone --quiet --no-checkout --no-hardlinks "$repo" "$root/root/offload-toolkit"
git -C "$root/root/offload-toolkit" -c advice.detachedHead=false checkout --quiet --detach "$head"

verdicts=()
failed=0
for cmd in "${commands[@]}"; do
  name=${cmd##*/}; name=${name%.sh}
  logfile="$logs/$name.log"
  log "running '$cmd' in /root/offload-toolkit (log: $logfile)"
  t0=$(date +%s)
  set +e
  inside "cd /root/offload-toolkit && $cmd" >"$logfile" 2>&1
  rc=$?
  set -e
  t=$(($(date +%s) - t0))
  dur="$((t / 3600))h$(printf %02d $((t % 3600 / 60)))m$(printf %02d $((t % 60)))s"
  if ((rc == 0)); then
    verdicts+=("PASS  $cmd  ($dur)")
  else
    verdicts+=("FAIL  $cmd  (exit $rc after $dur; the end of $logfile above)")
    failed=1
    log "'$cmd' failed (exit $rc); the end of its log:"
    tail -n 40 "$logfile"
  fi
  # The suite's counts, where the log has them: doctest's, lit's and
  # ctest's summaries, once per pass (release, then sanitizers).
  grep -E '\[doctest\] test cases:|Total Discovered Tests:|^[0-9]+: +[A-Z][A-Za-z ]*: [0-9]+ \(|[0-9]+% tests passed' \
    "$logfile" | sed -E 's/^([0-9]+: *)?/    /' || true
done

t=$(($(date +%s) - start_all))
echo
echo "check-fresh-debian: $(date -u '+%F %H:%M UTC'), a Debian $(cat "$root/etc/debian_version") root" \
     "($( ((libomp_dev)) && echo with || echo without) libomp-dev 14), HEAD $(git -C "$repo" log -1 --format=%h "$head"), $((t / 60)) min in all:"
for v in "${verdicts[@]}"; do echo "  $v"; done
exit "$failed"
