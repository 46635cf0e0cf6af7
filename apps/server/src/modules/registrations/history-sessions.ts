/** The price one attendee paid: the registration's total split over its headcount. */
export function pricePerAttendee(registration: { totalPrice: number; headcount: number }): number {
  return registration.headcount > 0 ? Math.floor(registration.totalPrice / registration.headcount) : 0;
}
