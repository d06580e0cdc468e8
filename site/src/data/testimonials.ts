// Static testimonials of the home page (spec: rating stars, a quote, a country and a case type).
// They describe the service, not a particular lawyer.
export interface Testimonial {
  rating: number;
  quote: string;
  country: string;
  caseType: string;
}

export const TESTIMONIALS: Testimonial[] = [
  { rating: 5, quote: 'I booked a 40-minute call about my E-7 visa extension the same evening. Seeing the time in both KST and my own time zone made it easy.', country: 'Philippines', caseType: 'Immigration & VISA' },
  { rating: 5, quote: 'My landlord would not return my deposit. The consultation was in English and I finally understood what to do next.', country: 'United States', caseType: 'Real Estate & Lease' },
  { rating: 4, quote: 'The live interpretation into Vietnamese worked well, and the fee was clear before I paid.', country: 'Vietnam', caseType: 'Labor & Employment' },
];
