package gitindex

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
)

// This file reads blobs from a repository's object store as git writes it:
// loose objects (zlib) and pack files (version 2 indexes, whole and delta
// objects). Alternates (objects/info/alternates) are not followed.

// maxObject bounds the size of an object read (a blob, or the base of a
// delta): a corrupt or hostile size never allocates more.
const maxObject = 256 << 20

// maxDeltaChain bounds the delta bases followed for one object.
const maxDeltaChain = 4096

const (
	objBlob     = 3
	objOfsDelta = 6
	objRefDelta = 7
)

var errNoObject = errors.New("no such object")

// objectStore reads objects of one repository.
type objectStore struct {
	dir   string // the objects directory
	hash  int    // object name size: 20 (SHA-1) or 32 (SHA-256)
	once  sync.Once
	packs []*pack
	err   error
}

func newObjectStore(gitDir string) *objectStore {
	return &objectStore{dir: filepath.Join(commonDir(gitDir), "objects"), hash: hashSize(gitDir)}
}

// blob returns the content of the blob named id.
func (s *objectStore) blob(id []byte) ([]byte, error) {
	typ, data, err := s.object(id, 0)
	if err != nil {
		return nil, fmt.Errorf("git object %x: %w", id, err)
	}
	if typ != objBlob {
		return nil, fmt.Errorf("git object %x is not a blob", id)
	}
	return data, nil
}

// object reads the object named id, loose or packed; depth counts the
// delta bases followed so far.
func (s *objectStore) object(id []byte, depth int) (int, []byte, error) {
	typ, data, err := s.loose(id)
	if !errors.Is(err, errNoObject) {
		return typ, data, err
	}
	s.once.Do(s.openPacks)
	if s.err != nil {
		return 0, nil, s.err
	}
	for _, p := range s.packs {
		if off, ok := p.find(id); ok {
			return p.entry(s, off, depth)
		}
	}
	return 0, nil, errNoObject
}

// loose reads objects/xx/yyyy…: zlib over "TYPE SIZE\0CONTENT".
func (s *objectStore) loose(id []byte) (int, []byte, error) {
	name := hex.EncodeToString(id)
	f, err := os.Open(filepath.Join(s.dir, name[:2], name[2:]))
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil, errNoObject
	}
	if err != nil {
		return 0, nil, err
	}
	defer f.Close()
	raw, err := inflate(f, maxObject+64)
	if err != nil {
		return 0, nil, err
	}
	head, body, ok := bytes.Cut(raw, []byte{0})
	kind, size, ok2 := bytes.Cut(head, []byte{' '})
	n, err := strconv.Atoi(string(size))
	if !ok || !ok2 || err != nil || n != len(body) {
		return 0, nil, errors.New("malformed loose object")
	}
	types := map[string]int{"commit": 1, "tree": 2, "blob": objBlob, "tag": 4}
	typ, known := types[string(kind)]
	if !known {
		return 0, nil, fmt.Errorf("unknown object type %q", kind)
	}
	return typ, body, nil
}

// inflate reads a zlib stream of at most limit bytes.
func inflate(r io.Reader, limit int64) ([]byte, error) {
	z, err := zlib.NewReader(r)
	if err != nil {
		return nil, err
	}
	defer z.Close()
	out, err := io.ReadAll(io.LimitReader(z, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(out)) > limit {
		return nil, errors.New("object larger than flinklint reads")
	}
	return out, nil
}

// pack is one pack file with its index.
type pack struct {
	file    *os.File
	names   []byte   // sorted object names, hash bytes each
	offsets []uint64 // pack offset of names[i]
	hash    int
}

// openPacks opens every objects/pack/*.idx with its pack.
func (s *objectStore) openPacks() {
	idxs, _ := filepath.Glob(filepath.Join(s.dir, "pack", "*.idx"))
	sort.Strings(idxs)
	for _, idx := range idxs {
		p, err := openPack(idx, s.hash)
		if err != nil {
			s.err = fmt.Errorf("%s: %w", filepath.Base(idx), err)
			return
		}
		s.packs = append(s.packs, p)
	}
}

// openPack reads a version 2 pack index: magic, version, a 256-entry
// fan-out table, the sorted names, their CRCs, 4-byte offsets (the high
// bit set: an index into the 8-byte offsets that follow).
func openPack(idxPath string, hash int) (*pack, error) {
	idx, err := os.ReadFile(idxPath)
	if err != nil {
		return nil, err
	}
	if len(idx) < 8+256*4 || !bytes.Equal(idx[:4], []byte{0xff, 't', 'O', 'c'}) || binary.BigEndian.Uint32(idx[4:]) != 2 {
		return nil, errors.New("not a version 2 pack index")
	}
	n := int(binary.BigEndian.Uint32(idx[8+255*4:]))
	namesAt := 8 + 256*4
	offsAt := namesAt + n*hash + n*4
	largeAt := offsAt + n*4
	if n < 0 || largeAt > len(idx) {
		return nil, errors.New("pack index cut short")
	}
	p := &pack{names: idx[namesAt : namesAt+n*hash], offsets: make([]uint64, n), hash: hash}
	for i := range n {
		off := uint64(binary.BigEndian.Uint32(idx[offsAt+4*i:]))
		if off&0x80000000 != 0 {
			at := largeAt + 8*int(off&0x7fffffff)
			if at+8 > len(idx) {
				return nil, errors.New("pack index cut short")
			}
			off = binary.BigEndian.Uint64(idx[at:])
		}
		p.offsets[i] = off
	}
	if p.file, err = os.Open(idxPath[:len(idxPath)-len(".idx")] + ".pack"); err != nil {
		return nil, err
	}
	return p, nil
}

// find returns the pack offset of the object named id.
func (p *pack) find(id []byte) (uint64, bool) {
	n := len(p.offsets)
	i := sort.Search(n, func(i int) bool { return bytes.Compare(p.names[i*p.hash:(i+1)*p.hash], id) >= 0 })
	if i < n && bytes.Equal(p.names[i*p.hash:(i+1)*p.hash], id) {
		return p.offsets[i], true
	}
	return 0, false
}

// entry reads the object at off: a type and size header, then zlib data;
// a delta names its base by offset (OFS_DELTA) or by name (REF_DELTA).
func (p *pack) entry(s *objectStore, off uint64, depth int) (int, []byte, error) {
	if depth > maxDeltaChain {
		return 0, nil, errors.New("delta chain too long")
	}
	var head [32 + 20]byte
	n, err := p.file.ReadAt(head[:], int64(off))
	if n == 0 {
		return 0, nil, fmt.Errorf("pack entry at %d: %w", off, err)
	}
	buf := head[:n]
	c := buf[0]
	typ := int(c>>4) & 7
	size := uint64(c & 0x0f)
	i, shift := 1, 4
	for c&0x80 != 0 {
		if i >= len(buf) || shift > 60 {
			return 0, nil, errors.New("bad pack entry header")
		}
		c = buf[i]
		size |= uint64(c&0x7f) << shift
		shift += 7
		i++
	}
	var base func() (int, []byte, error)
	switch typ {
	case objOfsDelta:
		back, k, ok := ofsDeltaDistance(buf[i:])
		if !ok || back > off {
			return 0, nil, errors.New("bad delta base offset")
		}
		i += k
		base = func() (int, []byte, error) { return p.entry(s, off-back, depth+1) }
	case objRefDelta:
		if i+p.hash > len(buf) {
			return 0, nil, errors.New("bad delta base name")
		}
		id := append([]byte(nil), buf[i:i+p.hash]...)
		i += p.hash
		base = func() (int, []byte, error) { return s.object(id, depth+1) }
	}
	if size > maxObject {
		return 0, nil, errors.New("object larger than flinklint reads")
	}
	data, err := inflate(io.NewSectionReader(p.file, int64(off)+int64(i), 1<<62), int64(size))
	if err != nil {
		return 0, nil, err
	}
	if base == nil {
		return typ, data, nil
	}
	baseType, baseData, err := base()
	if err != nil {
		return 0, nil, err
	}
	out, err := applyDelta(baseData, data)
	return baseType, out, err
}

// ofsDeltaDistance decodes an OFS_DELTA's distance back to its base.
func ofsDeltaDistance(b []byte) (dist uint64, n int, ok bool) {
	if len(b) == 0 {
		return 0, 0, false
	}
	c := b[0]
	dist = uint64(c & 0x7f)
	n = 1
	for c&0x80 != 0 {
		if n >= len(b) || n > 9 {
			return 0, 0, false
		}
		c = b[n]
		dist = ((dist + 1) << 7) | uint64(c&0x7f)
		n++
	}
	return dist, n, true
}

// applyDelta rebuilds an object from its base and a delta: the two sizes,
// then copies from the base and inserts of literal bytes.
func applyDelta(base, delta []byte) ([]byte, error) {
	srcSize, n := binary.Uvarint(delta)
	if n <= 0 || srcSize != uint64(len(base)) {
		return nil, errors.New("delta does not fit its base")
	}
	delta = delta[n:]
	dstSize, n := binary.Uvarint(delta)
	if n <= 0 || dstSize > maxObject {
		return nil, errors.New("bad delta size")
	}
	delta = delta[n:]
	out := make([]byte, 0, dstSize)
	for len(delta) > 0 {
		op := delta[0]
		delta = delta[1:]
		if op&0x80 == 0 { // insert op bytes
			if op == 0 || int(op) > len(delta) {
				return nil, errors.New("bad delta insert")
			}
			out = append(out, delta[:op]...)
			delta = delta[op:]
			continue
		}
		var off, size uint64
		for bit := range 7 { // four offset bytes, then three size bytes
			if op&(1<<bit) == 0 {
				continue
			}
			if len(delta) == 0 {
				return nil, errors.New("bad delta copy")
			}
			if bit < 4 {
				off |= uint64(delta[0]) << (8 * bit)
			} else {
				size |= uint64(delta[0]) << (8 * (bit - 4))
			}
			delta = delta[1:]
		}
		if size == 0 {
			size = 0x10000
		}
		if off+size > uint64(len(base)) {
			return nil, errors.New("delta copy outside its base")
		}
		out = append(out, base[off:off+size]...)
	}
	if uint64(len(out)) != dstSize {
		return nil, errors.New("delta result has the wrong size")
	}
	return out, nil
}
