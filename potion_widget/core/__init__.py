"""What both games' engines share: the errors, the seeded generator, an event's shape, the
largest a legal action can be, and what every computer player does. It imports nothing of the
package but the message catalog."""
