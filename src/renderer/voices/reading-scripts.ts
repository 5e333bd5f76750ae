/** A text to read aloud while recording, in one language. */
export interface ReadingScript {
  /** The language code the voice is created with by default. */
  language: string
  label: string
  paragraphs: string[]
}

/**
 * Varied sentences (questions, numbers, names, long and short phrases) give the
 * clone more of the voice than one repeated phrase. About 40 s read calmly.
 */
export const READING_SCRIPTS: readonly ReadingScript[] = [
  {
    language: 'en',
    label: 'English',
    paragraphs: [
      'Hello, and thank you for calling. My name is on the screen in front of you, and I am here to help.',
      'Could you tell me the number on your last letter? It starts with four, seven, and ends in twenty-nine.',
      'The morning train to the coast was late again, so we walked along the river and watched the boats.',
      'If the line goes quiet, please stay where you are. I will come back to you in a moment, I promise.',
      'Have a lovely afternoon, and do not hesitate to call us again whenever you need anything.',
    ],
  },
  {
    language: 'de',
    label: 'Deutsch',
    paragraphs: [
      'Guten Tag und vielen Dank für Ihren Anruf. Ich bin heute für Sie da und helfe Ihnen gern weiter.',
      'Können Sie mir bitte die Nummer auf Ihrem letzten Brief nennen? Sie beginnt mit vier und endet mit neunundzwanzig.',
      'Der Zug an die Küste hatte wieder Verspätung, also sind wir am Fluss entlang spaziert und haben die Boote beobachtet.',
      'Wenn es in der Leitung still wird, bleiben Sie bitte dran. Ich melde mich gleich wieder, versprochen.',
      'Ich wünsche Ihnen einen schönen Nachmittag. Rufen Sie uns jederzeit wieder an.',
    ],
  },
  {
    language: 'fr',
    label: 'Français',
    paragraphs: [
      'Bonjour et merci de votre appel. Je suis là aujourd’hui pour vous aider, avec plaisir.',
      'Pourriez-vous me donner le numéro de votre dernier courrier ? Il commence par quatre et se termine par vingt-neuf.',
      'Le train du matin pour la côte était encore en retard, alors nous avons marché le long de la rivière en regardant les bateaux.',
      'Si la ligne devient silencieuse, restez en ligne, s’il vous plaît. Je reviens vers vous dans un instant, c’est promis.',
      'Je vous souhaite un excellent après-midi. N’hésitez pas à nous rappeler quand vous voulez.',
    ],
  },
  {
    language: 'es',
    label: 'Español',
    paragraphs: [
      'Buenos días y gracias por su llamada. Hoy estoy aquí para ayudarle en todo lo que necesite.',
      '¿Podría decirme el número de su última carta? Empieza por cuatro y termina en veintinueve.',
      'El tren de la mañana hacia la costa volvió a llegar tarde, así que paseamos junto al río mirando los barcos.',
      'Si la línea se queda en silencio, no cuelgue, por favor. Vuelvo con usted en un momento, se lo prometo.',
      'Que tenga una tarde estupenda, y llámenos de nuevo siempre que lo necesite.',
    ],
  },
  {
    language: 'it',
    label: 'Italiano',
    paragraphs: [
      'Buongiorno e grazie per la sua chiamata. Oggi sono qui per aiutarla con piacere.',
      'Potrebbe dirmi il numero della sua ultima lettera? Inizia con quattro e finisce con ventinove.',
      'Il treno del mattino per la costa era di nuovo in ritardo, così abbiamo camminato lungo il fiume guardando le barche.',
      'Se la linea resta in silenzio, rimanga in attesa, per favore. Torno da lei tra un attimo, promesso.',
      'Le auguro un buon pomeriggio, e ci richiami pure ogni volta che ne ha bisogno.',
    ],
  },
]

const SCRIPT_KEY = 'switchboard.voiceLab.script'

export function rememberedScript(): ReadingScript {
  const stored = localStorage.getItem(SCRIPT_KEY)
  return READING_SCRIPTS.find((script) => script.language === stored) ?? READING_SCRIPTS[0]!
}

export function rememberScript(language: string): void {
  localStorage.setItem(SCRIPT_KEY, language)
}
