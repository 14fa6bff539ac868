/// The effects of one ``PickerState/update(_:)``, stored inline: building and returning
/// them performs no heap allocation.
///
/// A collection of at most ``capacity`` effects in the order ``PickerEffect`` describes.
/// Compare it with an array literal (`effects == [.selectionFeedback]`) or turn it into an
/// array (`Array(effects)`).
public struct PickerEffects: RandomAccessCollection, Hashable, Sendable,
  ExpressibleByArrayLiteral, CustomStringConvertible
{
  /// The most effects one update produces: a settle emits two `configure`s,
  /// `selectionChanged`, `scroll` and `didEndScrolling`.
  public static let capacity = 5

  public private(set) var count = 0
  private var first = PickerEffect.selectionFeedback
  private var second = PickerEffect.selectionFeedback
  private var third = PickerEffect.selectionFeedback
  private var fourth = PickerEffect.selectionFeedback
  private var fifth = PickerEffect.selectionFeedback

  /// No effects.
  public init() {}

  /// The given effects, in order.
  ///
  /// - Parameter elements: At most ``capacity`` effects; more is a programming error and
  ///   traps, like writing past the end of a fixed-size buffer.
  public init(arrayLiteral elements: PickerEffect...) {
    for effect in elements { append(effect) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  /// The effect at `position`, which must be in `0..<count`.
  public subscript(position: Int) -> PickerEffect {
    precondition(position >= 0 && position < count, "effect index \(position) out of range")
    switch position {
    case 0: return first
    case 1: return second
    case 2: return third
    case 3: return fourth
    default: return fifth
    }
  }

  /// Adds an effect at the end.
  ///
  /// - Parameter effect: The next effect; appending past ``capacity`` is a programming
  ///   error in the caller and traps.
  public mutating func append(_ effect: PickerEffect) {
    precondition(count < Self.capacity, "PickerEffects holds at most \(Self.capacity) effects")
    switch count {
    case 0: first = effect
    case 1: second = effect
    case 2: third = effect
    case 3: fourth = effect
    default: fifth = effect
    }
    count += 1
  }

  public static func == (lhs: PickerEffects, rhs: PickerEffects) -> Bool {
    lhs.elementsEqual(rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for effect in self { hasher.combine(effect) }
  }

  /// The effects as an array literal would spell them.
  public var description: String {
    "[" + map { "\($0)" }.joined(separator: ", ") + "]"
  }
}
