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
  /// `selectionChanged`, `scroll`, `scheduleAutoAdvance` (autoplay restarts at the rest)
  /// and `didEndScrolling`. (`selectionFeedback` comes only from a `didScroll`, which never
  /// brings the picker to rest. A change of rows that holds the picture with one scroll
  /// and animates on with another ends animating, with neither of the last two.)
  public static let capacity = 6

  /// How many effects there are.
  public var count: Int {
    @inlinable get { storedCount }
  }
  // Plain stored slots rather than an array, usable from inline so that a host's loop
  // builds and reads them in place.
  @usableFromInline var storedCount = 0
  @usableFromInline var first = PickerEffect.selectionFeedback
  /// The second to sixth effects; nil while there is at most one, so that an update with
  /// one effect or none sets nothing else.
  @usableFromInline var rest: Rest?

  @usableFromInline
  struct Rest: Sendable {
    @usableFromInline var second: PickerEffect
    @usableFromInline var third = PickerEffect.selectionFeedback
    @usableFromInline var fourth = PickerEffect.selectionFeedback
    @usableFromInline var fifth = PickerEffect.selectionFeedback
    @usableFromInline var sixth = PickerEffect.selectionFeedback

    @inlinable init(second: PickerEffect) { self.second = second }
  }

  /// No effects.
  @inlinable
  public init() {}

  /// The given effects, in order.
  ///
  /// - Parameter elements: At most ``capacity`` effects; more is a programming error and
  ///   traps, like writing past the end of a fixed-size buffer.
  public init(arrayLiteral elements: PickerEffect...) {
    for effect in elements { append(effect) }
  }

  /// Reads the effects in order; the first one, the only one of most updates that have
  /// any, without the choice among the slots.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let effects: PickerEffects
    @usableFromInline var position = 0

    @inlinable init(_ effects: PickerEffects) { self.effects = effects }

    /// The next effect, or nil after the last.
    ///
    /// - Returns: The effect after the one returned before.
    @inlinable
    public mutating func next() -> PickerEffect? {
      guard position < effects.storedCount else { return nil }
      defer { position &+= 1 }
      return position == 0 ? effects.first : effects[position]
    }
  }

  /// An iterator over the effects, in order.
  ///
  /// - Returns: An iterator that reads the first effect without choosing among the slots.
  @inlinable public func makeIterator() -> Iterator { Iterator(self) }

  /// The position of the first effect: always 0.
  @inlinable public var startIndex: Int { 0 }
  /// The position past the last effect: ``count``.
  @inlinable public var endIndex: Int { storedCount }

  /// The effect at `position`.
  ///
  /// - Parameter position: A position in `0..<count`; any other is a programming error and
  ///   traps, like `Array`'s subscript.
  @inlinable
  public subscript(position: Int) -> PickerEffect {
    precondition(position >= 0 && position < storedCount, "effect index out of range")
    // `append` sets `rest` with the second effect, so it holds a value past the first.
    switch position {
    case 0: return first
    case 1: return rest.unsafelyUnwrapped.second
    case 2: return rest.unsafelyUnwrapped.third
    case 3: return rest.unsafelyUnwrapped.fourth
    case 4: return rest.unsafelyUnwrapped.fifth
    default: return rest.unsafelyUnwrapped.sixth
    }
  }

  /// Adds an effect at the end.
  ///
  /// - Parameter effect: The next effect; appending past ``capacity`` is a programming
  ///   error in the caller and traps.
  @inlinable @inline(__always)
  public mutating func append(_ effect: PickerEffect) {
    precondition(storedCount < Self.capacity, "PickerEffects holds at most 6 effects")
    switch storedCount {
    case 0: first = effect
    case 1: rest = Rest(second: effect)
    case 2: rest?.third = effect
    case 3: rest?.fourth = effect
    case 4: rest?.fifth = effect
    default: rest?.sixth = effect
    }
    storedCount += 1
  }

  /// Adds an effect at the end, or just before a last `didEndScrolling`, which stays last.
  ///
  /// - Parameter effect: The next effect; as ``append(_:)``, past ``capacity`` it traps.
  mutating func appendBeforeEndOfScrolling(_ effect: PickerEffect) {
    guard storedCount > 0, case .didEndScrolling = self[storedCount - 1] else {
      return append(effect)
    }
    let end = self[storedCount - 1]
    storedCount -= 1
    append(effect)
    append(end)
  }

  /// Whether two collections hold the same effects in the same order.
  ///
  /// - Parameters:
  ///   - lhs: Effects to compare.
  ///   - rhs: Other effects to compare.
  /// - Complexity: O(n) for n effects, at most ``capacity``.
  public static func == (lhs: PickerEffects, rhs: PickerEffects) -> Bool {
    // The counts first, then the slots by position: `elementsEqual`'s two iterators cost
    // the property checker's determinism replay, which compares every update's effects,
    // four times as much.
    guard lhs.storedCount == rhs.storedCount else { return false }
    for position in 0..<lhs.storedCount where lhs[position] != rhs[position] { return false }
    return true
  }

  /// Hashes the count and the effects in order, as equality compares them.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for effect in self { hasher.combine(effect) }
  }

  /// The effects as an array literal would spell them.
  public var description: String {
    "[" + map { "\($0)" }.joined(separator: ", ") + "]"
  }
}
