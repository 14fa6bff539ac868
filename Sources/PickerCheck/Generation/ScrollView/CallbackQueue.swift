import PickerState

/// The delegate callbacks a scroll view owes, first in, first out.
///
/// Taking the oldest moves nothing: `Array.removeFirst()` went through the generic
/// `replaceSubrange` to shift the rest down, on every callback of every scroll-view event.
/// Taken callbacks stay behind the head until the queue empties, which it does after nearly
/// every event, and the buffer is then reused from its start. Two queues are equal when
/// they owe the same callbacks in the same order, whatever they have already handed out.
struct CallbackQueue: Hashable, Sendable {
  /// The callbacks appended since the queue last emptied; those before `head` are taken.
  private var callbacks: [PickerEvent] = []
  /// The position of the oldest callback still owed.
  private var head = 0
  /// How many of the callbacks owed are `didScroll`s: moves of the content the picker has
  /// not heard of yet.
  private(set) var owedScrolls = 0

  /// An empty queue.
  init() {}

  /// Whether no callback is owed.
  var isEmpty: Bool { head == callbacks.count }

  /// The callbacks owed, oldest first.
  private var owed: ArraySlice<PickerEvent> { callbacks[head...] }

  /// Owes `callback` after every callback already owed.
  mutating func append(_ callback: PickerEvent) {
    if case .didScroll = callback { owedScrolls += 1 }
    callbacks.append(callback)
  }

  /// Takes the oldest callback owed, or nil when none is.
  mutating func takeOldest() -> PickerEvent? {
    guard head < callbacks.count else { return nil }
    let oldest = callbacks[head]
    if case .didScroll = oldest { owedScrolls -= 1 }
    head += 1
    if head == callbacks.count {
      // Popped one by one, which only shortens the count and keeps the buffer:
      // `removeAll(keepingCapacity:)` goes through the same generic `replaceSubrange` as
      // `removeFirst()`, and costs as much.
      while callbacks.popLast() != nil {}
      head = 0
    }
    return oldest
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.owed.elementsEqual(rhs.owed)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(callbacks.count - head)
    for callback in owed { hasher.combine(callback) }
  }
}
