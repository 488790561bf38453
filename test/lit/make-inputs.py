#!/usr/bin/env python3
"""Makes the checked-in inputs of the tool tests (test/lit/*/Inputs) that
are rustc's output, from a build: the examples' and end-to-end programs'
host bitcode and manifests (BUILD/examples/*/work, BUILD/test/e2e/*/work).
The extract tests are about what rustc writes, so their host modules and
manifests come from it; the device pass's tests use hand-written device
code instead (lower/Inputs, or inline), which this script does not make.
Run it again when rustc, the support crate or the manifest format changes
what the tests rely on (test/lit/README.md).

Usage: make-inputs.py BUILD [NAME...]
  NAME: an input's file name without .ll (saxpy-host, packed-host, ...), or
  json for the JSON inputs; all of them when no NAME is given.

Each .ll input starts as the bitcode of a host crate, with the functions a
test does not need left as `unreachable`; the debug info no tool reads
goes; the module is then reduced with llvm-reduce, whose interestingness
test is this script (--interesting). An input is accepted only when
  * the functions it is about (the launch instances) are unchanged: the
    same instructions, attributes and debug locations (only #dbg records
    may go), and
  * the tools give on it what they give on the unreduced module: the same
    manifest from `offload-manifest extract` and a host pass that compiles.
The JSON inputs are the manifests offload-manifest wrote, some with fewer
instances or one argument a line.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap

LIT = os.path.dirname(os.path.abspath(__file__))
LLVM_BIN = "/usr/lib/llvm-22/bin"
MARKER = "__offload_launch"
HEADER = ("{what}\n"
          "; Made by test/lit/make-inputs.py from {origin}\n"
          "; (rustc output); see test/lit/README.md.\n")


def llvm(tool):
    return os.path.join(LLVM_BIN, tool)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def must(cmd, **kw):
    p = run(cmd, **kw)
    if p.returncode != 0:
        sys.exit("make-inputs: %s failed:\n%s%s" % (" ".join(cmd), p.stdout, p.stderr))
    return p


# --- Reading textual IR -----------------------------------------------------

def function_bodies(text):
    """Name -> text of every function definition in textual IR."""
    out = {}
    for m in re.finditer(r"^define [^\n]*?@(\"[^\"]+\"|[\w.$-]+)\(.*?^}$", text, re.M | re.S):
        out[m.group(1).strip('"')] = m.group(0)
    return out


def normalized(body):
    """A function's text without #dbg records and with metadata and
    attribute group numbers blanked: what must stay as it was."""
    lines = [l for l in body.split("\n") if not l.lstrip().startswith("#dbg_")]
    text = "\n".join(lines)
    text = re.sub(r"!\d+", "!N", text)
    return re.sub(r"#\d+", "#N", text)


def launch_instances(text):
    return [n for n, b in function_bodies(text).items() if "@%s(" % MARKER in b]


def as_text(path):
    if path.endswith(".ll"):
        return open(path).read()
    return must([llvm("llvm-dis"), path, "-o", "-"]).stdout


# --- The inputs --------------------------------------------------------------
#
# Each input: where it goes, a comment line, the bitcode it starts from
# (prepare), the functions that must not change (protect), and the tool
# runs whose results must not change (checks: name -> command with {ll} for
# the module; outputs are compared with the unreduced module's, with its
# path blanked).

class Input:
    def __init__(self, name, path, what):
        self.name, self.path, self.what = name, path, what

    def prepare(self, build, work):
        raise NotImplementedError

    # Runs of llvm-reduce: the delta passes of each.
    reduce = ()

    def protect(self, text):
        return []

    def validate(self, build, work, expected):
        """Checks that the module to reduce gives what the program did."""

    def typed(self, text, demangled):
        """The linkage names (or function names) of the subprograms whose
        types the tools read."""
        return set()

    def checks(self, build, work):
        return {}


def manifest_of(build, program):
    return os.path.join(build, program, "work", "manifest.json")


def tool(build, name):
    return os.path.join(build, "bin", name)


def shown(k):
    """An instance's name as the tools show it: kernels::fill::<u16>."""
    return k["kernel"] + ("::<%s>" % ", ".join(k["generic_args"]) if k["generic_args"] else "")


def select_instances(manifest, keep):
    """The manifest with only the instances named in keep (kernel with
    generic arguments)."""
    m = json.load(open(manifest))
    m["instances"] = [k for k in m["instances"] if shown(k) in keep]
    if {shown(k) for k in m["instances"]} != set(keep):
        sys.exit("make-inputs: %s lacks some of %s" % (manifest, keep))
    return m


class HostInput(Input):
    """A host crate's bitcode with the launch instances of some kernels and
    the functions that call them (for the launch sites)."""

    def __init__(self, name, path, what, program, keep=None, protect_instances=True):
        super().__init__(name, path, what)
        self.program, self.keep = program, keep
        self.protect_instances = protect_instances

    def origin(self):
        return "%s/work/host/host.bc" % self.program

    def prepare(self, build, work):
        bc = os.path.join(build, self.origin())
        manifest = manifest_of(build, self.program)
        m = select_instances(manifest, self.keep) if self.keep else json.load(open(manifest))
        kept = {h for k in m["instances"] for h in k["host_symbols"]}
        text = as_text(bc)
        # Only the kept launch instances and the functions that reach them
        # (they carry the launch sites) keep their code; the others are
        # left to llvm-reduce as `unreachable`, their linkage as it was.
        bodies = function_bodies(text)
        uses = {f: {n.strip('"') for n in re.findall(r"@(\"[^\"]+\"|[\w.$-]+)", b[b.index("{\n"):])}
                for f, b in bodies.items()}
        reach = set(kept)
        while True:
            more = {f for f, u in uses.items() if f not in reach and u & reach}
            if not more:
                break
            reach |= more
        for f, body in bodies.items():
            if f not in reach:
                head = body[:body.index("{\n") + 2]
                text = text.replace(body, head + "start:\n  unreachable\n}")
        start = os.path.join(work, "start.ll")
        open(start, "w").write(text)
        return start

    # Cut the functions that call the launch instances down to the calls
    # (and, unless protected, the launch instances down to the launch):
    # first without the basic-blocks pass, which can crash llvm-reduce 22 on
    # the whole module, then with it.
    reduce = [",".join(["functions", "global-variables", "aliases", "special-globals",
                        "invokes", "simplify-conditionals-true", "simplify-conditionals-false",
                        "unreachable-basic-blocks", "simplify-cfg", "instructions",
                        "operands-zero", "metadata", "function-data"]),
              ",".join(["basic-blocks", "unreachable-basic-blocks", "simplify-cfg", "invokes",
                        "instructions", "functions"])]

    def validate(self, build, work, expected):
        got = json.loads(expected["extract"][1])
        want = json.load(open(os.path.join(work, "manifest.json")))
        # The programs' manifests are written by offload-link.
        for m in (got, want):
            m.pop("producer", None)
        if got != want:
            sys.exit("make-inputs: %s: extract does not give the program's manifest "
                     "(work files in %s)" % (self.name, work))

    def protect(self, text):
        return launch_instances(text) if self.protect_instances else []

    def typed(self, text, demangled):
        return set(launch_instances(text))

    def checks(self, build, work):
        # The host pass too (it compiles the module with its debug info),
        # with the manifest of the instances kept.
        manifest = os.path.join(work, "manifest.json")
        src = manifest_of(build, self.program)
        json.dump(select_instances(src, self.keep) if self.keep else json.load(open(src)),
                  open(manifest, "w"), indent=2)
        image = os.path.join(build, self.program, "work", "x86_64-unknown-linux-gnu-x86-64",
                             "images.offload")
        return {"extract": [tool(build, "offload-manifest"), "extract", "{ll}", "-o", "-"],
                "host": [tool(build, "offload-lower"), "host", "{ll}", "--manifest", manifest,
                         "--image", image, "-o", "{out}"]}


INPUTS = [
    HostInput("saxpy-host", "manifest/Inputs/saxpy-host.ll",
              "The host crate of examples/saxpy: the launch instances of both kernels "
              "and host::main, which calls them.",
              "examples/saxpy"),
    HostInput("argkinds-wide-host", "manifest/Inputs/argkinds-wide-host.ll",
              "The host crate of test/e2e/argkinds: the launch of argkinds_kernels::wide "
              "(u128, i128, &u128, &mut [u64]).",
              "test/e2e/argkinds", keep=["argkinds_kernels::wide"]),
    HostInput("packed-host", "manifest/Inputs/packed-host.ll",
              "The host crate of test/e2e/packed: the launches of packed_kernels::by_value "
              "(packed values, an array of them) and packed_kernels::nested (a slice of "
              "a struct holding packed ones).",
              "test/e2e/packed", keep=["packed_kernels::by_value", "packed_kernels::nested"]),
    HostInput("argkinds-strs-host", "manifest/Inputs/argkinds-strs-host.ll",
              "The host crate of test/e2e/argkinds: the launches of argkinds_kernels::strs "
              "(&str), argkinds_kernels::shout (&mut str) and argkinds_kernels::read_uninit "
              "(&MaybeUninit<Stats>, &[MaybeUninit<f32>]).",
              "test/e2e/argkinds", keep=["argkinds_kernels::strs", "argkinds_kernels::shout",
                                         "argkinds_kernels::read_uninit"]),
    HostInput("writes-host", "manifest/Inputs/writes-host.ll",
              "The host crate of test/e2e/writes: the launch of writes_kernels::fill_uninit "
              "(&mut [MaybeUninit<f32>], f32).",
              "test/e2e/writes", keep=["writes_kernels::fill_uninit"]),
] + [
    HostInput("generics-%s-host" % level, "manifest/Inputs/generics-%s-host.ll" % level,
              "The host crate of test/e2e/generics at -%s: three of its launches (in a "
              "closure, of a generic kernel, of a plain one), cut down to the calls that "
              "carry their launch sites." % level,
              "test/e2e/" + program, protect_instances=False,
              keep=["generics_kernels::size::<char>",
                    "generics_kernels::fill::<generics_kernels::shapes::Square>",
                    "generics_kernels::copy_u64"])
    for level, program in (("O0", "generics-O0"), ("O1", "generics-O1"), ("O2", "generics-O2"),
                           ("O3", "generics"))
]


# --- JSON inputs -------------------------------------------------------------

def one_argument_a_line(m):
    """The manifest as offload-manifest writes it, but with each launch
    site, host symbol list and argument on one line: the instances start
    where they would (line and column of their '{')."""
    def dumps(v):
        return json.dumps(v, ensure_ascii=False)
    lines = ["{"]
    for key in m:
        if key != "instances":
            lines.append("  %s: %s," % (dumps(key), dumps(m[key])))
    lines.append('  "instances": [')
    for i, k in enumerate(m["instances"]):
        lines.append("    {")
        fields = []
        for key, v in k.items():
            if key in ("args", "launch_sites") and v:
                fields.append("      %s: [\n%s\n      ]" % (
                    dumps(key), ",\n".join("        " + dumps(a) for a in v)))
            else:
                fields.append("      %s: %s" % (dumps(key), dumps(v)))
        lines.append(",\n".join(fields))
        lines.append("    }" + ("," if i + 1 < len(m["instances"]) else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def json_inputs(build):
    """Path -> text of the JSON inputs."""
    saxpy = open(manifest_of(build, "examples/saxpy")).read()
    generic = json.load(open(manifest_of(build, "examples/generic")))
    wide = select_instances(manifest_of(build, "test/e2e/argkinds"), ["argkinds_kernels::wide"])
    return {
        # As offload-manifest extract wrote it: tests name its lines.
        "manifest/Inputs/saxpy.json": saxpy,
        "manifest/Inputs/generic.json": one_argument_a_line(generic),
        "lower/Inputs/argkinds-wide.json": one_argument_a_line(wide),
    }


# --- Reduction ---------------------------------------------------------------

def demangle(names):
    p = must([llvm("llvm-cxxfilt")], input="\n".join(names) + "\n")
    return dict(zip(names, p.stdout.split("\n")))


def slim_debug_info(text, typed):
    """Drops the debug info no tool reads: #dbg records (and the variables
    and types only they use), subprograms' retained nodes and template
    parameters, the compile units' lists of enums, types, globals and
    imports, and the types of every subprogram but those in typed (by
    linkage name, or by the function they are attached to)."""
    text = "\n".join(l for l in text.split("\n") if not l.lstrip().startswith("#dbg_"))
    text = re.sub(r", (retainedNodes|templateParams|enums|retainedTypes|globals|imports): !\d+",
                  "", text)
    attached = set(re.findall(r"^define [^\n]*?@(\"[^\"]+\"|[\w.$-]+)\([^\n]*!dbg (!\d+) \{$",
                              text, re.M))
    keep_ids = {sp for f, sp in attached if f.strip('"') in typed}
    def untyped(m):
        line = m.group(0)
        name = re.search(r'linkageName: "([^"]+)"', line)
        if m.group(1) in keep_ids or (name and name.group(1) in typed):
            return line
        return re.sub(r"type: !\d+", "type: !{ID}", line)
    free = max(int(n) for n in re.findall(r"^!(\d+) = ", text, re.M)) + 1
    text = re.sub(r"^(!\d+) = (?:distinct )?!DISubprogram\(.*$", untyped, text, flags=re.M)
    text = text.replace("!{ID}", "!%d" % free)
    text += "\n!%d = !DISubroutineType(types: !%d)\n!%d = !{}\n" % (free, free + 1, free + 1)
    return text


def roundtrip(text, work, name):
    """text through bitcode and back: metadata nothing uses any more goes."""
    src, bc, out = (os.path.join(work, name + ext) for ext in (".in.ll", ".bc", ".ll"))
    open(src, "w").write(text)
    must([llvm("llvm-as"), src, "-o", bc])
    must([llvm("llvm-dis"), bc, "-o", out])
    return out


def results(cmds, ll):
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        for label, cmd in cmds.items():
            o = os.path.join(tmp, label)
            p = run([a.replace("{ll}", ll).replace("{out}", o) for a in cmd])
            out[label] = (p.returncode, p.stdout.replace(ll, "{ll}").replace(o, "{out}"),
                          p.stderr.replace(ll, "{ll}").replace(o, "{out}"))
    return out


def interesting(name, work, candidate):
    """Exit status 0 when the candidate keeps what the input is for (also
    llvm-reduce's interestingness test)."""
    state = json.load(open(os.path.join(work, "state.json")))
    bodies = function_bodies(as_text(candidate))
    for f, want in state["protect"].items():
        if f not in bodies or normalized(bodies[f]) != want:
            return 1
    # Functions keep their subprograms (their instructions' locations are in them).
    for f, body in bodies.items():
        if f in state["with_subprogram"] and " !dbg !" not in body.split("\n")[0]:
            return 1
    got = results(state["checks"], candidate)
    return 0 if got == {k: tuple(v) for k, v in state["expected"].items()} else 1


def make(inp, build):
    work = tempfile.mkdtemp(prefix="make-inputs-%s-" % inp.name)
    start_ll = inp.prepare(build, work)
    text = open(start_ll).read()
    bodies = function_bodies(text)
    protect = {f: normalized(bodies[f]) for f in inp.protect(text)}
    checks = inp.checks(build, work)
    expected = results(checks, start_ll)
    for label, (rc, _, err) in expected.items():
        if label in ("extract", "host") and rc != 0:
            sys.exit("make-inputs: %s: the unreduced module fails %s:\n%s" % (inp.name, label, err))
    inp.validate(build, work, expected)
    with_subprogram = [f for f, b in bodies.items() if " !dbg !" in b.split("\n")[0]]
    json.dump({"protect": protect, "checks": checks, "expected": expected,
               "with_subprogram": with_subprogram},
              open(os.path.join(work, "state.json"), "w"))
    names = re.findall(r'linkageName: "([^"]+)"', text)
    typed = inp.typed(text, demangle(sorted(set(names))))
    current = roundtrip(slim_debug_info(text, typed), work, "slim")
    if interesting(inp.name, work, current) != 0:
        sys.exit("make-inputs: %s: the module without the debug info it should not "
                 "need is not interesting (work files in %s)" % (inp.name, work))
    for i, passes in enumerate(inp.reduce):
        print("make-inputs: reducing %s (%d lines): %s" % (
            inp.name, open(current).read().count("\n"), passes), flush=True)
        reduced = os.path.join(work, "reduced-%d.ll" % i)
        p = run([llvm("llvm-reduce"), "-j", str(os.cpu_count() or 1),
                 "--delta-passes=" + passes,
                 "--test=" + sys.executable, "--test-arg=" + os.path.abspath(__file__),
                 "--test-arg=--interesting", "--test-arg=" + inp.name, "--test-arg=" + work,
                 current, "-o", reduced], cwd=work)
        if p.returncode != 0:
            # llvm-reduce 22 can crash printing an invalid candidate; what
            # it saved before is still a reduction.
            print("make-inputs: llvm-reduce failed:\n" + p.stderr[-2000:], flush=True)
            if not os.path.exists(reduced) or interesting(inp.name, work, reduced) != 0:
                continue
        current = roundtrip(slim_debug_info(open(reduced).read(), typed), work, "slim-%d" % i)
    body = re.sub(r"^; ModuleID = .*\n", "", open(current).read())
    out = os.path.join(LIT, inp.path)
    with open(out, "w") as f:
        what = "\n".join(textwrap.wrap(inp.what, 76, initial_indent="; ", subsequent_indent="; "))
        f.write(HEADER.format(what=what, origin=inp.origin()))
        f.write(body)
    # The file as written must still be interesting.
    if interesting(inp.name, work, out) != 0:
        sys.exit("make-inputs: %s: %s is not interesting (work files in %s)"
                 % (inp.name, out, work))
    print("make-inputs: wrote %s (%d lines)" % (inp.path, open(out).read().count("\n")), flush=True)
    shutil.rmtree(work)


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "--interesting":
        sys.exit(interesting(sys.argv[2], sys.argv[3], sys.argv[4]))
    if len(sys.argv) < 2 or sys.argv[1].startswith("-"):
        sys.exit(__doc__)
    build = os.path.abspath(sys.argv[1])
    names = sys.argv[2:]
    known = [i.name for i in INPUTS] + ["json"]
    for n in names:
        if n not in known:
            sys.exit("make-inputs: unknown input '%s' (known: %s)" % (n, ", ".join(known)))
    if not names or "json" in names:
        for path, text in json_inputs(build).items():
            open(os.path.join(LIT, path), "w").write(text)
            print("make-inputs: wrote %s (%d lines)" % (path, text.count("\n")))
    for inp in INPUTS:
        if not names or inp.name in names:
            make(inp, build)


if __name__ == "__main__":
    main()
