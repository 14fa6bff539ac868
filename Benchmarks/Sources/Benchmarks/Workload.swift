import PickerCheck
import PickerState

/// A named, deterministic event stream and the picker it is fed to.
struct Workload {
  /// The name in the table.
  var name: String
  /// The picker before the first event.
  var initialState: PickerState
  /// The events, generated before any timing.
  var events: [PickerEvent]
  /// Whether the stream is made of layout changes, the one kind of event allowed to cost
  /// an allocation (in the host, which builds the layout; `update` itself only stores it).
  var isLayoutChanges = false
  /// Whether the naive scan baseline runs it too (not on the largest layouts, where its
  /// linear scans would take minutes). The fair baseline runs every workload.
  var runsScanBaseline = true

  /// The baselines that run this workload: the fair one always, the naive scan where
  /// ``runsScanBaseline`` says.
  var baselines: [RowSearch] { runsScanBaseline ? [.closedForm, .scan] : [.closedForm] }
}

/// A deterministic source of numbers for the generators: xoshiro256** from PickerCheck.
struct Numbers {
  /// The generator, from PickerCheck so that streams are the same on every platform.
  private var generator: Xoshiro256StarStar

  /// A source whose numbers `seed` fixes.
  init(seed: UInt64) { generator = Xoshiro256StarStar(seed: seed) }

  /// An integer in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(generator.next(below: UInt64(range.upperBound - range.lowerBound + 1)))
  }

  /// A number in `range`, from 53 random bits.
  mutating func double(in range: ClosedRange<Double>) -> Double {
    let unit = Double(generator.next(below: 1 << 53)) / Double(1 << 53)
    return range.lowerBound + (range.upperBound - range.lowerBound) * unit
  }

  /// True `numerator` times in `denominator`.
  mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    int(in: 0...(denominator - 1)) < numerator
  }
}
