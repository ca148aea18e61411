import type { Translation } from '../../texts.js';
import type { contactsSource } from '../../source/contacts.js';

export const contacts = {
  contactErrors: {
    nameRequired: 'कृपया नाम डालें',
    nameTooShort: 'नाम कम से कम 2 अक्षरों का होना चाहिए',
    emailInvalid: 'कृपया सही ईमेल डालें',
    contactRequired: 'फ़ोन नंबर या ईमेल दें',
    designationTooLong: 'पद ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
    websiteTooLong: 'वेबसाइट ज़्यादा से ज़्यादा 200 अक्षरों की हो सकती है',
    websiteInvalid: 'कृपया सही वेबसाइट डालें, जैसे example.com',
    notesTooLong: 'नोट्स ज़्यादा से ज़्यादा 2000 अक्षरों के हो सकते हैं',
    eventTooLong: 'इवेंट का नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
    tagTooLong: 'टैग ज़्यादा से ज़्यादा 30 अक्षरों का हो सकता है',
    tooManyTags: 'एक संपर्क पर ज़्यादा से ज़्यादा 10 टैग हो सकते हैं',
    tagsInvalid: 'टैग शब्दों की सूची होते हैं',
    dayInvalid: 'कृपया सही तारीख़ डालें',
    sourceInvalid: 'आपका जोड़ा संपर्क स्कैन किया हुआ या टाइप किया हुआ होता है',
    queryTooLong: 'ज़्यादा से ज़्यादा 100 अक्षर खोजें',
    formatInvalid: 'CSV या vCard चुनें',
    photoNotFound: 'फ़ोटो नहीं मिली',
  },
  apiTokenErrors: {
    nameRequired: 'टोकन को एक नाम दें',
    nameTooLong: 'नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है',
    scopesRequired: 'कम से कम एक अनुमति चुनें',
    scopeInvalid: 'संपर्क पढ़ना या संपर्क लिखना चुनें',
    notFound: 'टोकन नहीं मिला',
    forbidden: 'यह टोकन इसकी अनुमति नहीं देता',
    invalid: 'यह API टोकन सही नहीं है या रद्द कर दिया गया है',
  },
  webhookErrors: {
    urlRequired: 'वह URL डालें जिस पर संपर्क भेजे जाएँ',
    urlInvalid: 'https:// से शुरू होने वाला पूरा पता डालें',
    urlTooLong: 'URL ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है',
    urlPrivate: 'यह पता सार्वजनिक इंटरनेट पर नहीं है। https:// वाला सार्वजनिक पता दें।',
    tooMany: 'आप ज़्यादा से ज़्यादा 5 वेबहुक जोड़ सकते हैं',
    notFound: 'वेबहुक नहीं मिला',
  },
  contactExportTexts: {
    metAt: '{event} में मिले',
    metOn: '{day} को मिले',
    followUpOn: '{day} को फ़ॉलो-अप करें',
    theirMessage: 'उनका संदेश: {note}',
  },
  followUpMailTexts: {
    subject: '{n, plural, one {आज # फ़ॉलो-अप करना है} other {आज # फ़ॉलो-अप करने हैं}}',
    intro:
      '{n, plural, one {आपने इस व्यक्ति से फिर संपर्क करना तय किया था:} other {आपने इन # लोगों से फिर संपर्क करना तय किया था:}}',
    since: '{day} से बाकी',
    metAt: '{event} में मिले',
    call: 'कॉल करें',
    email: 'ईमेल करें',
    whatsapp: 'WhatsApp',
    open: 'आपके संपर्क, उनके नोट्स और फ़ॉलो-अप की तारीख़ें आपके Tapfolio एडिटर में हैं:',
    why: 'यह ईमेल उन दिनों आता है जब किसी संपर्क की फ़ॉलो-अप तारीख़ आ जाती है। इसे रोकने के लिए तारीख़ हटाएँ या आगे बढ़ाएँ।',
  },
} as const satisfies Translation<typeof contactsSource>;
