import type { Translation } from '../../texts.js';
import type { contactsSource } from '../../source/contacts.js';

export const contacts = {
  contactErrors: {
    nameRequired: 'कृपया नाव टाका',
    nameTooShort: 'नाव किमान 2 अक्षरांचे असावे',
    emailInvalid: 'कृपया योग्य ईमेल टाका',
    contactRequired: 'फोन नंबर किंवा ईमेल द्या',
    designationTooLong: 'पद जास्तीत जास्त 100 अक्षरांचे असू शकते',
    websiteTooLong: 'वेबसाइट जास्तीत जास्त 200 अक्षरांची असू शकते',
    websiteInvalid: 'कृपया योग्य वेबसाइट टाका, उदा. example.com',
    notesTooLong: 'नोंदी जास्तीत जास्त 2000 अक्षरांच्या असू शकतात',
    eventTooLong: 'कार्यक्रमाचे नाव जास्तीत जास्त 100 अक्षरांचे असू शकते',
    tagTooLong: 'टॅग जास्तीत जास्त 30 अक्षरांचा असू शकतो',
    tooManyTags: 'एका संपर्काला जास्तीत जास्त 10 टॅग असू शकतात',
    tagsInvalid: 'टॅग म्हणजे शब्दांची यादी',
    dayInvalid: 'कृपया योग्य तारीख टाका',
    sourceInvalid: 'तुम्ही जोडलेला संपर्क स्कॅन केलेला किंवा टाइप केलेला असतो',
    queryTooLong: 'जास्तीत जास्त 100 अक्षरे शोधा',
    formatInvalid: 'CSV किंवा vCard निवडा',
    photoNotFound: 'फोटो सापडला नाही',
  },
  apiTokenErrors: {
    nameRequired: 'टोकनला नाव द्या',
    nameTooLong: 'नाव जास्तीत जास्त 60 अक्षरांचे असू शकते',
    scopesRequired: 'किमान एक परवानगी निवडा',
    scopeInvalid: 'संपर्क वाचणे किंवा संपर्क लिहिणे निवडा',
    notFound: 'टोकन सापडले नाही',
    forbidden: 'हे टोकन याची परवानगी देत नाही',
    invalid: 'हे API टोकन योग्य नाही किंवा रद्द केले आहे',
  },
  webhookErrors: {
    urlRequired: 'संपर्क जिथे पाठवायचे तो URL टाका',
    urlInvalid: 'https:// ने सुरू होणारा पूर्ण पत्ता टाका',
    urlTooLong: 'URL जास्तीत जास्त 500 अक्षरांचा असू शकतो',
    urlPrivate: 'हा पत्ता सार्वजनिक इंटरनेटवर नाही. https:// असलेला सार्वजनिक पत्ता द्या.',
    tooMany: 'तुम्ही जास्तीत जास्त 5 वेबहुक जोडू शकता',
    notFound: 'वेबहुक सापडला नाही',
  },
  contactExportTexts: {
    metAt: '{event} येथे भेटलो',
    metOn: '{day} रोजी भेटलो',
    followUpOn: '{day} रोजी फॉलो-अप करा',
    theirMessage: 'त्यांचा संदेश: {note}',
  },
  followUpMailTexts: {
    subject: '{n, plural, one {आज # फॉलो-अप करायचा आहे} other {आज # फॉलो-अप करायचे आहेत}}',
    intro:
      '{n, plural, one {तुम्ही या व्यक्तीशी पुन्हा संपर्क साधायचे ठरवले होते:} other {तुम्ही या # लोकांशी पुन्हा संपर्क साधायचे ठरवले होते:}}',
    since: '{day} पासून बाकी',
    metAt: '{event} येथे भेटलो',
    call: 'कॉल करा',
    email: 'ईमेल करा',
    whatsapp: 'WhatsApp',
    open: 'तुमचे संपर्क, त्यांच्या नोंदी आणि फॉलो-अपच्या तारखा तुमच्या Tapfolio एडिटरमध्ये आहेत:',
    why: 'एखाद्या संपर्काची फॉलो-अपची तारीख आली की त्या दिवशी हा ईमेल येतो. तो थांबवण्यासाठी तारीख काढा किंवा पुढे ढकला.',
  },
} as const satisfies Translation<typeof contactsSource>;
