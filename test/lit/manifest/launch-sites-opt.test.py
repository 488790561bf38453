import json
import sys

def sites(path):
    m = json.load(open(path))
    return sorted({(s["file"], s["line"], s["column"]) for k in m["instances"] for s in k["launch_sites"]})

all_sites = [sites(p) for p in sys.argv[1:]]
files = {f for ss in all_sites for (f, _, _) in ss}
if any(ss != all_sites[0] for ss in all_sites) or files != {"test/e2e/generics/host.rs"} or not all_sites[0]:
    for p, ss in zip(sys.argv[1:], all_sites):
        print(p, ss)
    sys.exit(1)
print("same launch sites at every level: %d sites in %s" % (len(all_sites[0]), files.pop()))
