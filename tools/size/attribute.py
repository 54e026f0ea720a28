# Attributes the minified bytes of an app's first-load chunks to packages and lib folders from the
# source maps: python3 tools/size/attribute.py <dist dir built with --sourcemap>
import json,re,collections,sys
B64={c:i for i,c in enumerate('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')}
def vlq(seg):
    res=[];val=0;shift=0
    for ch in seg:
        d=B64[ch]; cont=d&32; d&=31; val+=d<<shift
        if cont: shift+=5
        else:
            neg=val&1; val>>=1; res.append(-val if neg else val); val=0; shift=0
    return res
root=sys.argv[1]
m=json.load(open(root+'/.vite/manifest.json'))
entry=[k for k,v in m.items() if v.get('isEntry')][0]
seen=set()
def walk(k):
    if k in seen: return
    seen.add(k)
    for x in m[k].get('imports',[]): walk(x)
walk(entry)
sizes=collections.Counter()
for k in seen:
    f=root+'/'+m[k]['file']
    if not f.endswith('.js'): continue
    import os
    if not os.path.exists(f+'.map'): continue
    lines=open(f).read().split('\n'); sm=json.load(open(f+'.map'))
    src=0
    for li,line in enumerate(sm['mappings'].split(';')):
        if li>=len(lines): break
        L=len(lines[li]); segs=[]; col=0
        for s in line.split(','):
            if not s: continue
            v=vlq(s); col+=v[0]
            if len(v)>1: src+=v[1]; segs.append((col,src))
            else: segs.append((col,None))
        for i,(c,s) in enumerate(segs):
            end=segs[i+1][0] if i+1<len(segs) else L
            name=sm['sources'][s] if s is not None else '?'
            mm=re.search(r'node_modules/((?:@[^/]+/)?[^/]+)',name) or re.search(r'(libs/[^/]+/src/[^/]+)',name)
            sizes[mm.group(1) if mm else name]+=max(0,end-c)
tot=sum(sizes.values())
for k,v in sizes.most_common(45): print(f"{v/1024:7.1f} {k}")
print('raw minified total KB',tot/1024)
