import type { Translation } from '../../texts.js';
import type { serverSource } from '../../source/server.js';

export const server = {
  serverErrors: {
    unavailable: 'सेवा कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
    invalidJson: 'अनुरोध का डेटा सही JSON नहीं है',
    jsonOnly: 'अनुरोध का डेटा JSON में भेजें',
    bodyTooLarge: 'अनुरोध बहुत बड़ा है',
    bodyNotObject: 'अनुरोध का डेटा एक JSON ऑब्जेक्ट होना चाहिए',
    unstorableText: 'इस टेक्स्ट में एक ऐसा अक्षर है जिसकी अनुमति नहीं है',
    unknownFields: 'अनजान फ़ील्ड: {fields}',
    noSuchEndpoint: 'ऐसा कोई एंडपॉइंट नहीं है: {method} {path}',
    unauthorized: 'अनुमति नहीं है',
    imageTooLarge: 'इमेज ज़्यादा से ज़्यादा {size} की हो सकती है',
    imageUnreadable: 'इमेज पढ़ी नहीं जा सकी',
    uploadUnreadable: 'अपलोड पढ़ा नहीं जा सका',
  },
  languageErrors: {
    invalid: 'दी गई भाषाओं में से एक चुनें',
  },
  mailTexts: {
    greeting: 'नमस्ते {name},',
  },
  resetPasswordMail: {
    subject: 'अपना Tapfolio पासवर्ड रीसेट करें',
    requestReceived: 'हमें आपके Tapfolio अकाउंट का पासवर्ड रीसेट करने का अनुरोध मिला है।',
    openWithin: 'नया पासवर्ड चुनने के लिए यह लिंक 1 घंटे के अंदर खोलें:',
    linkLabel: 'नया पासवर्ड चुनें',
    linkWorks: '(लिंक 1 घंटे तक काम करेगा)।',
    ignore: 'अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
  verifyEmailMailTexts: {
    subject: 'अपना Tapfolio ईमेल वेरिफ़ाई करें',
    openWithin: 'अपने Tapfolio अकाउंट का ईमेल पता वेरिफ़ाई करने के लिए यह लिंक 24 घंटे के अंदर खोलें:',
    linkLabel: 'अपना ईमेल पता वेरिफ़ाई करें',
    linkWorks: '(लिंक 24 घंटे तक काम करेगा)।',
    why: 'अगर कभी आपका पासवर्ड खो जाए, तो वेरिफ़ाई किए गए पते से ही आपको अपना अकाउंट वापस मिलता है।',
    ignore: 'अगर आपने Tapfolio अकाउंट नहीं बनाया, तो इस ईमेल को अनदेखा करें।',
  },
  confirmNewEmailMailTexts: {
    subject: 'अपने नए Tapfolio ईमेल की पुष्टि करें',
    openWithin: 'इसे अपने Tapfolio अकाउंट का ईमेल पता बनाने के लिए यह लिंक 24 घंटे के अंदर खोलें:',
    linkLabel: 'इसे अपने Tapfolio अकाउंट का ईमेल बनाएँ',
    linkWorks: '(लिंक 24 घंटे तक काम करेगा)।',
    ignore:
      'जब तक आप लिंक नहीं खोलते, कुछ नहीं बदलेगा। अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें।',
  },
  emailChangeRequestedMailTexts: {
    subject: 'आपका Tapfolio ईमेल बदलने का अनुरोध किया गया है',
    asked:
      'आपके Tapfolio अकाउंट में साइन इन किसी व्यक्ति ने इसका ईमेल बदलकर {newEmail} करने का अनुरोध किया है।',
    changesWhen: 'यह तभी बदलेगा जब उस पते पर भेजा गया लिंक खोला जाएगा।',
    ifYou: 'अगर यह आप ही थे, तो यहाँ और कुछ नहीं करना है।',
    ifNot: 'अगर यह आप नहीं थे, तो अभी अपना पासवर्ड बदलें (या साइन इन पेज से रीसेट करें) और {support} पर लिखें।',
  },
  emailChangedMailTexts: {
    subject: 'आपके Tapfolio अकाउंट का ईमेल पता बदल दिया गया है',
    changed: 'आपके Tapfolio अकाउंट का ईमेल पता {oldEmail} से बदलकर {newEmail} कर दिया गया है।',
    fromNowOn: 'अब से आप नए पते से साइन इन करेंगे, और हम इस पते पर अब नहीं लिखेंगे।',
    signedOut: 'आपके अकाउंट में साइन इन बाकी सभी डिवाइस साइन आउट कर दिए गए हैं।',
    ifYou: 'अगर यह बदलाव आपने किया है, तो और कुछ नहीं करना है।',
    ifNot:
      'अगर आपने नहीं किया, तो कोई और आपके अकाउंट में साइन इन था: इसी पते से तुरंत {support} पर लिखें, हम आपका अकाउंट वापस दिलाने में मदद करेंगे।',
  },
  orderMailTexts: {
    subject: {
      paid: 'आपका Tapfolio ऑर्डर {code} प्लेस हो गया है',
      confirmed: 'आपका Tapfolio ऑर्डर {code} कन्फ़र्म हो गया है',
      shipped: 'आपका Tapfolio ऑर्डर {code} भेज दिया गया है',
      delivered: 'आपका Tapfolio ऑर्डर {code} डिलीवर हो गया है',
      cancelled: 'आपका Tapfolio ऑर्डर {code} रद्द हो गया है',
    },
    paid: 'हमें आपका {amount} का पेमेंट मिल गया है। हम आपका NFC कार्ड प्रिंट करेंगे और भेजते ही आपको बताएँगे।',
    confirmed: 'आपका ऑर्डर कन्फ़र्म हो गया है: हम अभी आपका NFC कार्ड प्रिंट कर रहे हैं।',
    shipped: 'आपका NFC कार्ड भेज दिया गया है और रास्ते में है।',
    shippedWith: 'आपका NFC कार्ड भेज दिया गया है और {courier} के साथ रास्ते में है।',
    shippedWithTracking:
      'आपका NFC कार्ड भेज दिया गया है और {courier} के साथ रास्ते में है, ट्रैकिंग नंबर {tracking}।',
    delivered: 'आपका NFC कार्ड डिलीवर हो गया है। अपना कार्ड खोलने के लिए इसे किसी फ़ोन पर टैप करें।',
    cancelled: 'आपका ऑर्डर रद्द कर दिया गया है।',
    cancelledBecause: 'आपका ऑर्डर रद्द कर दिया गया है: {reason}',
    invoiceAttached: 'आपका टैक्स इनवॉइस {number} साथ में है; आप इसे अपने ऑर्डर से भी डाउनलोड कर सकते हैं।',
    creditNoteAttached: 'इनवॉइस {invoice} के बदले क्रेडिट नोट {number} साथ में है।',
    followParcel: 'पार्सल ट्रैक करें',
    followParcelAt: 'पार्सल ट्रैक करें: {url}',
    trackAt: 'अपना ऑर्डर ट्रैक करें: {url}',
    trackOrder: 'ऑर्डर {code} ट्रैक करें',
  },
  invitationMailTexts: {
    subject: '{invitedBy} ने आपको Tapfolio पर {organisation} में आमंत्रित किया है',
    invited:
      '{invitedBy} ने आपको अपने डिजिटल बिज़नेस कार्ड के लिए Tapfolio पर {organisation} से जुड़ने का न्योता दिया है।',
    openLink: 'अपने Tapfolio अकाउंट से जुड़ने के लिए, या इस पते से नया अकाउंट बनाने के लिए यह लिंक खोलें:',
    join: '{organisation} से जुड़ें',
    joinWith: '{join}: अपने Tapfolio अकाउंट से, या इस पते से नया अकाउंट बनाकर।',
    worksUntil:
      'यह लिंक {until} तक काम करेगा। अगर आप {organisation} को नहीं जानते, तो इस ईमेल को अनदेखा करें।',
  },
  leadMailTexts: {
    shared: '{name} ने आपके Tapfolio कार्ड से अपनी जानकारी आपके साथ शेयर की है:',
    name: 'नाम',
    phone: 'फ़ोन',
    email: 'ईमेल',
    company: 'कंपनी',
    note: 'नोट',
    where: 'आप इन्हें अपने Tapfolio एडिटर में {menu} में देख सकते हैं:',
  },
} as const satisfies Translation<typeof serverSource>;
