/** A call-centre vocabulary for generated benchmark data, so search terms have realistic selectivity. */
export const FUNCTION_WORDS = `the to and you a i is it that of for your we on this can be with have are my will
  me so just what at do if not please there our was call about get now no yes would like could all one
  know thank thanks okay right sure how when let need from by time here see some been back any today`.split(/\s+/)
export const DOMAIN_WORDS = `account appointment refund invoice payment order delivery schedule reschedule cancel
  subscription billing charge card balance plan upgrade downgrade renewal contract technician visit installation
  router internet outage connection speed password login email address verify identity manager supervisor
  complaint feedback survey discount coupon promotion price quote estimate warranty repair replacement return
  shipping tracking package courier pickup weekend morning afternoon evening tomorrow monday tuesday wednesday
  thursday friday saturday sunday week month callback voicemail message number phone mobile landline text
  confirm confirmation reference ticket case status update pending approved declined overdue late fee waive
  credit debit bank transfer direct deposit statement receipt copy mail portal app download install device
  tablet laptop printer modem cable fiber signal coverage roaming international minutes data usage limit alert
  insurance claim policy coverage deductible premium quote agent representative specialist department
  transfer hold wait queue priority urgent emergency medical prescription pharmacy clinic doctor dentist
  appointment availability slot booking reservation table party guests menu allergy vegetarian parking
  location directions branch office store hours closing opening holiday`.split(/\s+/)
export const FIRST_NAMES = `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara
  Richard Susan Joseph Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony
  Margaret Mark Sandra Donald Ashley Steven Kimberly Paul Emily Andrew Donna Joshua Michelle José María Zoë
  Chloé Renée Søren Björn Łukasz Ana Lucía Hiroshi Yuki Priya Arjun Wei Mei Fatima Omar Kwame Amara`.split(/\s+/)
export const LAST_NAMES = `Smith Johnson Williams Brown Jones García Miller Davis Rodríguez Martínez Hernández López
  González Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Pérez Thompson White Harris Sánchez Clark
  Ramírez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson
  Baker Hall Rivera Campbell Mitchell Carter Roberts Müller Schmidt Öztürk Kowalski Novák Dubois Rossi`.split(/\s+/)
