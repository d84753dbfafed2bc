// The index dialect.
func.func @ops(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.rems %a, %b
  %6 = index.remu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.ceildivs %a, %b
  %9 = index.ceildivu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.mins %a, %b
  %12 = index.maxu %a, %b
  %13 = index.minu %a, %b
  %14 = index.and %a, %b
  %15 = index.or %a, %b
  %16 = index.xor %a, %b
  %17 = index.cmp slt(%a, %b)
  %18 = index.cmp ult(%a, %b)
  vector.print %0 : index punctuation <comma>
  vector.print %1 : index punctuation <comma>
  vector.print %2 : index punctuation <comma>
  vector.print %3 : index punctuation <comma>
  vector.print %4 : index punctuation <comma>
  vector.print %5 : index punctuation <comma>
  vector.print %6 : index punctuation <comma>
  vector.print %7 : index punctuation <comma>
  vector.print %8 : index punctuation <comma>
  vector.print %9 : index punctuation <comma>
  vector.print %10 : index punctuation <comma>
  vector.print %11 : index punctuation <comma>
  vector.print %12 : index punctuation <comma>
  vector.print %13 : index punctuation <comma>
  vector.print %14 : index punctuation <comma>
  vector.print %15 : index punctuation <comma>
  vector.print %16 : index punctuation <comma>
  vector.print %17 : i1 punctuation <comma>
  vector.print %18 : i1
  return
}
func.func @main() {
  %a = index.constant -17
  %b = index.constant 5
  call @ops(%a, %b) : (index, index) -> ()
  call @ops(%b, %a) : (index, index) -> ()
  %s = index.constant 3
  %sh = index.shl %b, %s
  %sr = index.shrs %a, %s
  %su = index.shru %a, %s
  vector.print %sh : index
  vector.print %sr : index
  vector.print %su : index
  %c = index.casts %a : index to i32
  %u = index.castu %c : i32 to index
  vector.print %c : i32
  vector.print %u : index
  %t = index.bool.constant true
  vector.print %t : i1
  return
}
