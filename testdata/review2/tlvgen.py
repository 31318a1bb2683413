import itertools, random
def seqs(tags, pay):
    out = []
    for t in tags:
        if (t >> 2) == 0: out.append(t); break
        out.append(t); out += pay(t)
    return out
def gen():
    for tags in itertools.product(range(16), repeat=3):
        for v in (0, 15, 5, 10):
            yield seqs(tags, lambda t: [v] * ((t & 3) + 1))
    random.seed(7)
    for _ in range(30000):
        tags = [random.choice([12, 13, 14, 15, 4, 5, 6, 7]) for _ in range(3)]
        yield seqs(tags, lambda t: [random.randrange(16) for _ in range((t & 3) + 1)])
