import type { Locale } from '@kinframe/contract';

/**
 * Every text of the mails Kinframe sends, in the six interface languages. `{name}`-style
 * placeholders are filled with `interpolate` from the contract. A test fails when a locale misses
 * a text, so adding a mail means adding it in all six.
 */
export interface MailTexts {
  passwordReset: {
    subject: string;
    greeting: string;
    intro: string;
    action: string;
    expiry: string;
    ignore: string;
    signature: string;
  };
  /** A link that proves a login address: a new account's, or the one a person changes to. */
  emailConfirmation: {
    subject: string;
    greeting: string;
    intro: string;
    introChange: string;
    action: string;
    expiry: string;
    ignore: string;
    signature: string;
  };
  downloadReady: {
    subject: string;
    greeting: string;
    intro: string;
    action: string;
    expiry: string;
    signature: string;
  };
  /** "Export everything" is ready: its parts are listed in the account's settings, the link's page. */
  exportReady: {
    subject: string;
    greeting: string;
    intro: string;
    action: string;
    expiry: string;
    signature: string;
  };
  albumInvitation: {
    subject: string;
    greeting: string;
    greetingNoName: string;
    intro: string;
    actionOpen: string;
    actionSignUp: string;
    signUpNote: string;
    signature: string;
  };
  /** A friend request: someone with an account opens it in the app, someone without signs up first. */
  friendRequest: {
    subject: string;
    greeting: string;
    greetingNoName: string;
    intro: string;
    actionOpen: string;
    actionSignUp: string;
    signUpNote: string;
    signature: string;
  };
  frameGift: {
    subject: string;
    greeting: string;
    greetingNoName: string;
    intro: string;
    albums: string;
    messageIntro: string;
    action: string;
    signUpNote: string;
    signature: string;
  };
  /** An invitation to sign up on this server, made by an operator for one address. */
  invitation: {
    subject: string;
    greeting: string;
    intro: string;
    about: string;
    action: string;
    expiry: string;
    ignore: string;
    signature: string;
  };
  /**
   * Hub > Support: a request or a follow-up, mailed to the operator (CONTACT_EMAIL) in the
   * sender's language, with the diagnostic details they agreed to send.
   */
  supportRequest: {
    subject: string;
    followUpSubject: string;
    intro: string;
    followUpIntro: string;
    diagnostics: string;
    appVersion: string;
    browser: string;
    frames: string;
    frameLine: string;
    playerUnknown: string;
    replyHint: string;
  };
  /** The contact-us form, mailed to the operator (CONTACT_EMAIL) in the sender's language. */
  contactMessage: {
    subject: string;
    subjectDefault: string;
    intro: string;
    plan: string;
    action: string;
    signature: string;
  };
  /** The confirmation that an account and everything in it is gone; no link, nothing is left to open. */
  accountDeleted: {
    subject: string;
    greeting: string;
    intro: string;
    shared: string;
    notYou: string;
    signature: string;
  };
}

export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  'en-US': {
    passwordReset: {
      subject: 'Reset your Kinframe password',
      greeting: 'Hello {name},',
      intro: 'We received a request to reset the password of your Kinframe account. Choose a new password here:',
      action: 'Choose a new password',
      expiry: 'This link works once and expires in {minutes} minutes.',
      ignore: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
      signature: 'The Kinframe team',
    },
    emailConfirmation: {
      subject: 'Confirm your email address for Kinframe',
      greeting: 'Hello {name},',
      intro:
        'Please confirm that {email} is your address. Album invitations and friend requests sent to it reach your account once it is confirmed.',
      introChange:
        'You asked to log in to Kinframe with {email} from now on. Confirm that it is your address and the change takes effect:',
      action: 'Confirm my address',
      expiry: 'This link expires in {hours} hours. Open it in the browser where you are signed in to Kinframe.',
      ignore: 'If you did not ask for this, you can ignore this mail: nothing changes.',
      signature: 'The Kinframe team',
    },
    downloadReady: {
      subject: 'Your Kinframe download is ready',
      greeting: 'Hello {name},',
      intro: 'The {count} photos and videos you chose are packed in one zip file, ready to download:',
      action: 'Download the zip file',
      expiry: 'The link works until {date}.',
      signature: 'The Kinframe team',
    },
    exportReady: {
      subject: 'Your Kinframe export is ready',
      greeting: 'Hello {name},',
      intro:
        'Your whole library, {count} photos and videos with their albums, edits and details, is ready to download. Large libraries come in several parts; they are all listed here:',
      action: 'See your export',
      expiry: 'The parts can be downloaded until {date}.',
      signature: 'The Kinframe team',
    },
    albumInvitation: {
      subject: '{inviter} invited you to the album “{album}”',
      greeting: 'Hello {name},',
      greetingNoName: 'Hello,',
      intro:
        '{inviter} invited you to the shared album “{album}” on Kinframe: see its photos, add your own, and show them on your frames.',
      actionOpen: 'See the invitation',
      actionSignUp: 'Create your account and join',
      signUpNote:
        'Kinframe is where families keep their photos and put them on their digital photo frames. Sign up with this email address and the invitation will be waiting for you.',
      signature: 'The Kinframe team',
    },
    friendRequest: {
      subject: '{inviter} wants to add you as a friend on Kinframe',
      greeting: 'Hello {name},',
      greetingNoName: 'Hello,',
      intro:
        '{inviter} wants to add you to their friends and family on Kinframe, so that you can send each other photos privately.',
      actionOpen: 'See the request',
      actionSignUp: 'Create your account',
      signUpNote:
        'Kinframe is where families keep their photos and put them on their digital photo frames. Sign up with this email address and the request will be waiting for you.',
      signature: 'The Kinframe team',
    },
    frameGift: {
      subject: '{giver} set up a photo frame for you',
      greeting: 'Hello {name},',
      greetingNoName: 'Hello,',
      intro: '{giver} set up the Kinframe photo frame “{frame}” for you. Accept the gift to make the frame yours.',
      albums: 'It shows these albums, which will be shared with you: {albums}.',
      messageIntro: '{giver} wrote:',
      action: 'Accept the gift',
      signUpNote:
        'Kinframe is where families keep their photos and put them on their digital photo frames. Create your account with this email address, then open this link again to accept the gift.',
      signature: 'The Kinframe team',
    },
    invitation: {
      subject: '{inviter} invites you to Kinframe',
      greeting: 'Hello,',
      intro: '{inviter} invites you to join Kinframe at {server}.',
      about:
        'Kinframe is where families keep their photos and videos, share albums and choose what their digital photo frames show. Create your account with this email address through this link:',
      action: 'Create my account',
      expiry: 'The link works until {date}.',
      ignore: 'If you do not know {inviter}, you can ignore this mail: nothing happens without you.',
      signature: 'The Kinframe team',
    },
    supportRequest: {
      subject: 'Kinframe support #{ticket}: {subject}',
      followUpSubject: 'Re: Kinframe support #{ticket}: {subject}',
      intro: '{name} ({username}, {email}) asked for help:',
      followUpIntro: '{name} ({username}, {email}) added to their request:',
      diagnostics: 'Diagnostic details they agreed to send:',
      appVersion: 'App version: {version}',
      browser: 'Browser: {userAgent}',
      frames: 'Frames:',
      frameLine: '{name}: {state}, player {version}',
      playerUnknown: 'unknown',
      replyHint:
        'Reply to this mail to answer: your reply appears in their request in Kinframe. Keep the reply address as it is.',
    },
    contactMessage: {
      subject: 'Kinframe contact form: {subject}',
      subjectDefault: 'Kinframe contact form: a message from {username}',
      intro: '{name} ({username}, {email}) wrote through the contact form:',
      plan: 'Their plan: {plan}.',
      action: 'Reply to {name}',
      signature: 'Sent by Kinframe',
    },
    accountDeleted: {
      subject: 'Your Kinframe account has been deleted',
      greeting: 'Hello {name},',
      intro:
        'Your Kinframe account {username} has been deleted, with everything in it: your photos and videos, your albums, your frames and your membership.',
      shared:
        'Albums you shared are gone for their members too, and what you added to the albums of others has been removed.',
      notYou: 'If you did not delete your account yourself, please contact us right away.',
      signature: 'The Kinframe team',
    },
  },
  'de-DE': {
    passwordReset: {
      subject: 'Setze dein Kinframe-Passwort zurück',
      greeting: 'Hallo {name},',
      intro:
        'Wir haben eine Anfrage erhalten, das Passwort deines Kinframe-Kontos zurückzusetzen. Hier kannst du ein neues Passwort wählen:',
      action: 'Neues Passwort wählen',
      expiry: 'Dieser Link funktioniert einmal und läuft in {minutes} Minuten ab.',
      ignore:
        'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.',
      signature: 'Dein Kinframe-Team',
    },
    emailConfirmation: {
      subject: 'Bestätige deine E-Mail-Adresse für Kinframe',
      greeting: 'Hallo {name},',
      intro:
        'Bitte bestätige, dass {email} deine Adresse ist. Albumeinladungen und Freundschaftsanfragen an diese Adresse erreichen dein Konto, sobald sie bestätigt ist.',
      introChange:
        'Du möchtest dich ab jetzt mit {email} bei Kinframe anmelden. Bestätige, dass es deine Adresse ist, dann gilt die Änderung:',
      action: 'Meine Adresse bestätigen',
      expiry:
        'Dieser Link läuft in {hours} Stunden ab. Öffne ihn in dem Browser, in dem du bei Kinframe angemeldet bist.',
      ignore: 'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Es ändert sich nichts.',
      signature: 'Dein Kinframe-Team',
    },
    downloadReady: {
      subject: 'Dein Kinframe-Download ist bereit',
      greeting: 'Hallo {name},',
      intro:
        'Die {count} Fotos und Videos, die du ausgewählt hast, liegen in einer ZIP-Datei zum Herunterladen bereit:',
      action: 'ZIP-Datei herunterladen',
      expiry: 'Der Link funktioniert bis {date}.',
      signature: 'Dein Kinframe-Team',
    },
    exportReady: {
      subject: 'Dein Kinframe-Export ist bereit',
      greeting: 'Hallo {name},',
      intro:
        'Deine ganze Mediathek, {count} Fotos und Videos mit ihren Alben, Bearbeitungen und Angaben, liegt zum Herunterladen bereit. Große Mediatheken kommen in mehreren Teilen; hier findest du sie alle:',
      action: 'Export ansehen',
      expiry: 'Die Teile lassen sich bis {date} herunterladen.',
      signature: 'Dein Kinframe-Team',
    },
    albumInvitation: {
      subject: '{inviter} hat dich zum Album „{album}“ eingeladen',
      greeting: 'Hallo {name},',
      greetingNoName: 'Hallo,',
      intro:
        '{inviter} hat dich zum geteilten Album „{album}“ auf Kinframe eingeladen: Sieh dir die Fotos an, füge eigene hinzu und zeige sie auf deinen Bilderrahmen.',
      actionOpen: 'Einladung ansehen',
      actionSignUp: 'Konto erstellen und beitreten',
      signUpNote:
        'Auf Kinframe bewahren Familien ihre Fotos auf und zeigen sie auf ihren digitalen Bilderrahmen. Registriere dich mit dieser E-Mail-Adresse, dann wartet die Einladung auf dich.',
      signature: 'Dein Kinframe-Team',
    },
    friendRequest: {
      subject: '{inviter} möchte sich auf Kinframe mit dir verbinden',
      greeting: 'Hallo {name},',
      greetingNoName: 'Hallo,',
      intro:
        '{inviter} möchte dich auf Kinframe zu Freunden und Familie hinzufügen, damit ihr euch gegenseitig privat Fotos schicken könnt.',
      actionOpen: 'Anfrage ansehen',
      actionSignUp: 'Konto erstellen',
      signUpNote:
        'Auf Kinframe bewahren Familien ihre Fotos auf und zeigen sie auf ihren digitalen Bilderrahmen. Registriere dich mit dieser E-Mail-Adresse, dann wartet die Anfrage auf dich.',
      signature: 'Dein Kinframe-Team',
    },
    frameGift: {
      subject: '{giver} hat einen Bilderrahmen für dich eingerichtet',
      greeting: 'Hallo {name},',
      greetingNoName: 'Hallo,',
      intro:
        '{giver} hat den Kinframe-Bilderrahmen „{frame}“ für dich eingerichtet. Nimm das Geschenk an, dann gehört der Rahmen dir.',
      albums: 'Er zeigt diese Alben, die mit dir geteilt werden: {albums}.',
      messageIntro: '{giver} schreibt:',
      action: 'Geschenk annehmen',
      signUpNote:
        'Auf Kinframe bewahren Familien ihre Fotos auf und zeigen sie auf ihren digitalen Bilderrahmen. Erstelle dein Konto mit dieser E-Mail-Adresse und öffne dann diesen Link erneut, um das Geschenk anzunehmen.',
      signature: 'Dein Kinframe-Team',
    },
    invitation: {
      subject: '{inviter} lädt dich zu Kinframe ein',
      greeting: 'Hallo,',
      intro: '{inviter} lädt dich zu Kinframe auf {server} ein.',
      about:
        'Auf Kinframe bewahren Familien ihre Fotos und Videos auf, teilen Alben und bestimmen, was ihre digitalen Bilderrahmen zeigen. Erstelle dein Konto mit dieser E-Mail-Adresse über diesen Link:',
      action: 'Mein Konto erstellen',
      expiry: 'Der Link gilt bis {date}.',
      ignore: 'Wenn du {inviter} nicht kennst, kannst du diese E-Mail ignorieren: Ohne dich passiert nichts.',
      signature: 'Dein Kinframe-Team',
    },
    supportRequest: {
      subject: 'Kinframe-Support #{ticket}: {subject}',
      followUpSubject: 'Re: Kinframe-Support #{ticket}: {subject}',
      intro: '{name} ({username}, {email}) bittet um Hilfe:',
      followUpIntro: '{name} ({username}, {email}) hat die Anfrage ergänzt:',
      diagnostics: 'Diagnosedaten, deren Versand zugestimmt wurde:',
      appVersion: 'App-Version: {version}',
      browser: 'Browser: {userAgent}',
      frames: 'Rahmen:',
      frameLine: '{name}: {state}, Player {version}',
      playerUnknown: 'unbekannt',
      replyHint:
        'Antworte auf diese Mail: Deine Antwort erscheint in der Anfrage in Kinframe. Lass die Antwortadresse unverändert.',
    },
    contactMessage: {
      subject: 'Kinframe-Kontaktformular: {subject}',
      subjectDefault: 'Kinframe-Kontaktformular: eine Nachricht von {username}',
      intro: '{name} ({username}, {email}) hat über das Kontaktformular geschrieben:',
      plan: 'Tarif: {plan}.',
      action: '{name} antworten',
      signature: 'Gesendet von Kinframe',
    },
    accountDeleted: {
      subject: 'Dein Kinframe-Konto wurde gelöscht',
      greeting: 'Hallo {name},',
      intro:
        'Dein Kinframe-Konto {username} wurde gelöscht, mit allem, was darin war: deine Fotos und Videos, deine Alben, deine Bilderrahmen und deine Mitgliedschaft.',
      shared:
        'Alben, die du geteilt hast, sind auch für ihre Mitglieder verschwunden, und was du zu Alben anderer hinzugefügt hast, wurde entfernt.',
      notYou: 'Wenn du dein Konto nicht selbst gelöscht hast, melde dich bitte sofort bei uns.',
      signature: 'Dein Kinframe-Team',
    },
  },
  'es-ES': {
    passwordReset: {
      subject: 'Restablece tu contraseña de Kinframe',
      greeting: 'Hola, {name}:',
      intro:
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Kinframe. Elige una nueva contraseña aquí:',
      action: 'Elegir una nueva contraseña',
      expiry: 'Este enlace solo funciona una vez y caduca en {minutes} minutos.',
      ignore: 'Si no lo has solicitado, puedes ignorar este correo: tu contraseña seguirá siendo la misma.',
      signature: 'El equipo de Kinframe',
    },
    emailConfirmation: {
      subject: 'Confirma tu dirección de correo para Kinframe',
      greeting: 'Hola, {name}:',
      intro:
        'Confirma que {email} es tu dirección. Las invitaciones a álbumes y las solicitudes de amistad enviadas a ella llegarán a tu cuenta en cuanto la confirmes.',
      introChange:
        'Has pedido iniciar sesión en Kinframe con {email} a partir de ahora. Confirma que es tu dirección y el cambio se aplicará:',
      action: 'Confirmar mi dirección',
      expiry: 'Este enlace caduca en {hours} horas. Ábrelo en el navegador en el que has iniciado sesión en Kinframe.',
      ignore: 'Si no lo has solicitado, puedes ignorar este correo: no cambiará nada.',
      signature: 'El equipo de Kinframe',
    },
    downloadReady: {
      subject: 'Tu descarga de Kinframe está lista',
      greeting: 'Hola, {name}:',
      intro: 'Las {count} fotos y vídeos que elegiste están en un archivo zip, listo para descargar:',
      action: 'Descargar el archivo zip',
      expiry: 'El enlace funciona hasta el {date}.',
      signature: 'El equipo de Kinframe',
    },
    exportReady: {
      subject: 'Tu exportación de Kinframe está lista',
      greeting: 'Hola, {name}:',
      intro:
        'Toda tu biblioteca, {count} fotos y vídeos con sus álbumes, ediciones y datos, está lista para descargar. Las bibliotecas grandes vienen en varias partes; aquí las tienes todas:',
      action: 'Ver tu exportación',
      expiry: 'Las partes se pueden descargar hasta el {date}.',
      signature: 'El equipo de Kinframe',
    },
    albumInvitation: {
      subject: '{inviter} te ha invitado al álbum «{album}»',
      greeting: 'Hola, {name}:',
      greetingNoName: 'Hola:',
      intro:
        '{inviter} te ha invitado al álbum compartido «{album}» en Kinframe: mira sus fotos, añade las tuyas y muéstralas en tus marcos.',
      actionOpen: 'Ver la invitación',
      actionSignUp: 'Crea tu cuenta y únete',
      signUpNote:
        'Kinframe es donde las familias guardan sus fotos y las muestran en sus marcos digitales. Regístrate con esta dirección de correo y la invitación te estará esperando.',
      signature: 'El equipo de Kinframe',
    },
    friendRequest: {
      subject: '{inviter} quiere añadirte a sus amigos en Kinframe',
      greeting: 'Hola, {name}:',
      greetingNoName: 'Hola:',
      intro: '{inviter} quiere añadirte a sus amigos y familia en Kinframe para que podáis enviaros fotos en privado.',
      actionOpen: 'Ver la solicitud',
      actionSignUp: 'Crea tu cuenta',
      signUpNote:
        'Kinframe es donde las familias guardan sus fotos y las muestran en sus marcos digitales. Regístrate con esta dirección de correo y la solicitud te estará esperando.',
      signature: 'El equipo de Kinframe',
    },
    frameGift: {
      subject: '{giver} ha preparado un marco de fotos para ti',
      greeting: 'Hola, {name}:',
      greetingNoName: 'Hola:',
      intro:
        '{giver} ha preparado para ti el marco de fotos Kinframe «{frame}». Acepta el regalo y el marco será tuyo.',
      albums: 'Muestra estos álbumes, que se compartirán contigo: {albums}.',
      messageIntro: '{giver} escribe:',
      action: 'Aceptar el regalo',
      signUpNote:
        'Kinframe es donde las familias guardan sus fotos y las muestran en sus marcos digitales. Crea tu cuenta con esta dirección de correo y vuelve a abrir este enlace para aceptar el regalo.',
      signature: 'El equipo de Kinframe',
    },
    invitation: {
      subject: '{inviter} te invita a Kinframe',
      greeting: 'Hola:',
      intro: '{inviter} te invita a unirte a Kinframe en {server}.',
      about:
        'Kinframe es donde las familias guardan sus fotos y vídeos, comparten álbumes y eligen qué muestran sus marcos digitales. Crea tu cuenta con esta dirección de correo desde este enlace:',
      action: 'Crear mi cuenta',
      expiry: 'El enlace funciona hasta el {date}.',
      ignore: 'Si no conoces a {inviter}, puedes ignorar este correo: no pasará nada sin ti.',
      signature: 'El equipo de Kinframe',
    },
    supportRequest: {
      subject: 'Soporte de Kinframe n.º {ticket}: {subject}',
      followUpSubject: 'Re: Soporte de Kinframe n.º {ticket}: {subject}',
      intro: '{name} ({username}, {email}) pide ayuda:',
      followUpIntro: '{name} ({username}, {email}) ha añadido a su solicitud:',
      diagnostics: 'Datos de diagnóstico que aceptó enviar:',
      appVersion: 'Versión de la aplicación: {version}',
      browser: 'Navegador: {userAgent}',
      frames: 'Marcos:',
      frameLine: '{name}: {state}, reproductor {version}',
      playerUnknown: 'desconocida',
      replyHint:
        'Responde a este correo para contestar: tu respuesta aparecerá en su solicitud en Kinframe. No cambies la dirección de respuesta.',
    },
    contactMessage: {
      subject: 'Formulario de contacto de Kinframe: {subject}',
      subjectDefault: 'Formulario de contacto de Kinframe: un mensaje de {username}',
      intro: '{name} ({username}, {email}) ha escrito a través del formulario de contacto:',
      plan: 'Su plan: {plan}.',
      action: 'Responder a {name}',
      signature: 'Enviado por Kinframe',
    },
    accountDeleted: {
      subject: 'Tu cuenta de Kinframe se ha eliminado',
      greeting: 'Hola, {name}:',
      intro:
        'Tu cuenta de Kinframe {username} se ha eliminado con todo lo que contenía: tus fotos y vídeos, tus álbumes, tus marcos y tu suscripción.',
      shared:
        'Los álbumes que compartiste también han desaparecido para sus miembros, y lo que añadiste a álbumes de otras personas se ha quitado.',
      notYou: 'Si no eliminaste tu cuenta tú mismo, ponte en contacto con nosotros de inmediato.',
      signature: 'El equipo de Kinframe',
    },
  },
  'it-IT': {
    passwordReset: {
      subject: 'Reimposta la tua password di Kinframe',
      greeting: 'Ciao {name},',
      intro:
        'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Kinframe. Scegli una nuova password qui:',
      action: 'Scegli una nuova password',
      expiry: 'Questo link funziona una sola volta e scade tra {minutes} minuti.',
      ignore: 'Se non hai fatto tu questa richiesta, ignora questa email: la tua password resta invariata.',
      signature: 'Il team di Kinframe',
    },
    emailConfirmation: {
      subject: 'Conferma il tuo indirizzo email per Kinframe',
      greeting: 'Ciao {name},',
      intro:
        'Conferma che {email} è il tuo indirizzo. Gli inviti agli album e le richieste di amicizia inviati a questo indirizzo arriveranno al tuo account non appena lo avrai confermato.',
      introChange:
        'Hai chiesto di accedere a Kinframe con {email} d’ora in poi. Conferma che è il tuo indirizzo e la modifica avrà effetto:',
      action: 'Conferma il mio indirizzo',
      expiry: 'Questo link scade tra {hours} ore. Aprilo nel browser in cui hai effettuato l’accesso a Kinframe.',
      ignore: 'Se non hai fatto tu questa richiesta, ignora questa email: non cambia nulla.',
      signature: 'Il team di Kinframe',
    },
    downloadReady: {
      subject: 'Il tuo download di Kinframe è pronto',
      greeting: 'Ciao {name},',
      intro: 'Le {count} foto e i video che hai scelto sono in un file zip, pronto da scaricare:',
      action: 'Scarica il file zip',
      expiry: 'Il link funziona fino al {date}.',
      signature: 'Il team di Kinframe',
    },
    exportReady: {
      subject: 'La tua esportazione di Kinframe è pronta',
      greeting: 'Ciao {name},',
      intro:
        'Tutta la tua libreria, {count} foto e video con i loro album, modifiche e dettagli, è pronta da scaricare. Le librerie grandi arrivano in più parti; le trovi tutte qui:',
      action: 'Vedi la tua esportazione',
      expiry: 'Le parti si possono scaricare fino al {date}.',
      signature: 'Il team di Kinframe',
    },
    albumInvitation: {
      subject: '{inviter} ti ha invitato all’album “{album}”',
      greeting: 'Ciao {name},',
      greetingNoName: 'Ciao,',
      intro:
        '{inviter} ti ha invitato all’album condiviso “{album}” su Kinframe: guarda le foto, aggiungi le tue e mostrale sulle tue cornici.',
      actionOpen: 'Vedi l’invito',
      actionSignUp: 'Crea il tuo account e partecipa',
      signUpNote:
        'Kinframe è dove le famiglie conservano le loro foto e le mostrano sulle cornici digitali. Registrati con questo indirizzo email e troverai l’invito ad aspettarti.',
      signature: 'Il team di Kinframe',
    },
    friendRequest: {
      subject: '{inviter} vuole aggiungerti agli amici su Kinframe',
      greeting: 'Ciao {name},',
      greetingNoName: 'Ciao,',
      intro:
        '{inviter} vuole aggiungerti ai suoi amici e familiari su Kinframe, così potrete scambiarvi foto in privato.',
      actionOpen: 'Vedi la richiesta',
      actionSignUp: 'Crea il tuo account',
      signUpNote:
        'Kinframe è dove le famiglie conservano le loro foto e le mostrano sulle cornici digitali. Registrati con questo indirizzo email e troverai la richiesta ad aspettarti.',
      signature: 'Il team di Kinframe',
    },
    frameGift: {
      subject: '{giver} ha preparato una cornice per te',
      greeting: 'Ciao {name},',
      greetingNoName: 'Ciao,',
      intro: '{giver} ha preparato per te la cornice Kinframe “{frame}”. Accetta il regalo e la cornice sarà tua.',
      albums: 'Mostra questi album, che saranno condivisi con te: {albums}.',
      messageIntro: '{giver} ha scritto:',
      action: 'Accetta il regalo',
      signUpNote:
        'Kinframe è dove le famiglie conservano le loro foto e le mostrano sulle cornici digitali. Crea il tuo account con questo indirizzo email, poi apri di nuovo questo link per accettare il regalo.',
      signature: 'Il team di Kinframe',
    },
    invitation: {
      subject: '{inviter} ti invita su Kinframe',
      greeting: 'Ciao,',
      intro: '{inviter} ti invita a unirti a Kinframe su {server}.',
      about:
        'Kinframe è dove le famiglie conservano foto e video, condividono album e scelgono cosa mostrano le loro cornici digitali. Crea il tuo account con questo indirizzo email da questo link:',
      action: 'Crea il mio account',
      expiry: 'Il link funziona fino al {date}.',
      ignore: 'Se non conosci {inviter}, puoi ignorare questa email: senza di te non succede nulla.',
      signature: 'Il team di Kinframe',
    },
    supportRequest: {
      subject: 'Assistenza Kinframe n. {ticket}: {subject}',
      followUpSubject: 'Re: Assistenza Kinframe n. {ticket}: {subject}',
      intro: '{name} ({username}, {email}) chiede aiuto:',
      followUpIntro: '{name} ({username}, {email}) ha aggiunto alla sua richiesta:',
      diagnostics: 'Dati diagnostici che ha accettato di inviare:',
      appVersion: 'Versione dell’app: {version}',
      browser: 'Browser: {userAgent}',
      frames: 'Cornici:',
      frameLine: '{name}: {state}, player {version}',
      playerUnknown: 'sconosciuta',
      replyHint:
        'Rispondi a questa email per rispondere: la risposta comparirà nella sua richiesta in Kinframe. Non modificare l’indirizzo di risposta.',
    },
    contactMessage: {
      subject: 'Modulo di contatto di Kinframe: {subject}',
      subjectDefault: 'Modulo di contatto di Kinframe: un messaggio da {username}',
      intro: '{name} ({username}, {email}) ha scritto tramite il modulo di contatto:',
      plan: 'Il suo piano: {plan}.',
      action: 'Rispondi a {name}',
      signature: 'Inviato da Kinframe',
    },
    accountDeleted: {
      subject: 'Il tuo account Kinframe è stato eliminato',
      greeting: 'Ciao {name},',
      intro:
        'Il tuo account Kinframe {username} è stato eliminato con tutto ciò che conteneva: le tue foto e i tuoi video, i tuoi album, le tue cornici e il tuo abbonamento.',
      shared:
        'Gli album che hai condiviso non ci sono più nemmeno per i loro membri, e ciò che hai aggiunto agli album di altri è stato rimosso.',
      notYou: 'Se non hai eliminato tu il tuo account, contattaci subito.',
      signature: 'Il team di Kinframe',
    },
  },
  'jp-JP': {
    passwordReset: {
      subject: 'Kinframe のパスワードの再設定',
      greeting: '{name} 様',
      intro:
        'Kinframe アカウントのパスワード再設定のリクエストを受け付けました。こちらから新しいパスワードを設定してください：',
      action: '新しいパスワードを設定する',
      expiry: 'このリンクは一度だけ使用でき、{minutes} 分後に無効になります。',
      ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
      signature: 'Kinframe チーム',
    },
    emailConfirmation: {
      subject: 'Kinframe のメールアドレスの確認',
      greeting: '{name} 様',
      intro:
        '{email} があなたのアドレスであることを確認してください。確認が済むと、このアドレス宛てのアルバムへの招待や友達リクエストがあなたのアカウントに届きます。',
      introChange:
        '今後 {email} で Kinframe にログインするよう変更のリクエストを受け付けました。あなたのアドレスであることを確認すると、変更が有効になります：',
      action: 'アドレスを確認する',
      expiry: 'このリンクは {hours} 時間後に無効になります。Kinframe にログインしているブラウザで開いてください。',
      ignore: 'お心当たりがない場合は、このメールを無視してください。何も変更されません。',
      signature: 'Kinframe チーム',
    },
    downloadReady: {
      subject: 'Kinframe のダウンロードの準備ができました',
      greeting: '{name} さん',
      intro: '選択した {count} 件の写真と動画を 1 つの ZIP ファイルにまとめました。こちらからダウンロードできます:',
      action: 'ZIP ファイルをダウンロード',
      expiry: 'このリンクは {date} まで有効です。',
      signature: 'Kinframe チーム',
    },
    exportReady: {
      subject: 'Kinframe のエクスポートの準備ができました',
      greeting: '{name} さん',
      intro:
        'ライブラリ全体（写真と動画 {count} 件、アルバム・編集・詳細情報つき）のダウンロードの準備ができました。大きなライブラリは複数のパートに分かれます。すべてのパートはこちらにあります:',
      action: 'エクスポートを見る',
      expiry: 'パートは {date} までダウンロードできます。',
      signature: 'Kinframe チーム',
    },
    albumInvitation: {
      subject: '{inviter} さんからアルバム「{album}」への招待が届きました',
      greeting: '{name} さん',
      greetingNoName: 'こんにちは',
      intro:
        '{inviter} さんが Kinframe の共有アルバム「{album}」にあなたを招待しました。写真を見たり、自分の写真を追加したり、フォトフレームに表示したりできます。',
      actionOpen: '招待を見る',
      actionSignUp: 'アカウントを作成して参加する',
      signUpNote:
        'Kinframe は家族で写真を保存し、デジタルフォトフレームに表示するためのサービスです。このメールアドレスで登録すると、招待が届いています。',
      signature: 'Kinframe チーム',
    },
    friendRequest: {
      subject: '{inviter} さんから Kinframe の友達リクエストが届きました',
      greeting: '{name} さん',
      greetingNoName: 'こんにちは',
      intro:
        '{inviter} さんが Kinframe であなたを友達・家族に追加しようとしています。追加すると、お互いに写真を個別に送り合えます。',
      actionOpen: 'リクエストを見る',
      actionSignUp: 'アカウントを作成する',
      signUpNote:
        'Kinframe は家族で写真を保存し、デジタルフォトフレームに表示するためのサービスです。このメールアドレスで登録すると、リクエストが届いています。',
      signature: 'Kinframe チーム',
    },
    frameGift: {
      subject: '{giver} さんがあなたのためにフォトフレームを設定しました',
      greeting: '{name} さん',
      greetingNoName: 'こんにちは',
      intro:
        '{giver} さんが Kinframe のフォトフレーム「{frame}」をあなたのために設定しました。ギフトを受け取ると、フレームはあなたのものになります。',
      albums: 'このフレームには次のアルバムが表示され、あなたと共有されます: {albums}',
      messageIntro: '{giver} さんからのメッセージ:',
      action: 'ギフトを受け取る',
      signUpNote:
        'Kinframe は家族で写真を保存し、デジタルフォトフレームに表示するためのサービスです。このメールアドレスでアカウントを作成してから、もう一度このリンクを開いてギフトを受け取ってください。',
      signature: 'Kinframe チーム',
    },
    invitation: {
      subject: '{inviter} さんから Kinframe への招待が届きました',
      greeting: 'こんにちは',
      intro: '{inviter} さんが {server} の Kinframe にあなたを招待しています。',
      about:
        'Kinframe は家族で写真や動画を保存し、アルバムを共有し、デジタルフォトフレームに表示する内容を選べるサービスです。このリンクから、このメールアドレスでアカウントを作成してください:',
      action: 'アカウントを作成する',
      expiry: 'このリンクは {date} まで有効です。',
      ignore:
        '{inviter} さんに心当たりがない場合は、このメールを無視してください。あなたが操作しない限り何も起こりません。',
      signature: 'Kinframe チーム',
    },
    supportRequest: {
      subject: 'Kinframe サポート #{ticket}：{subject}',
      followUpSubject: 'Re: Kinframe サポート #{ticket}：{subject}',
      intro: '{name}（{username}、{email}）からのお問い合わせ：',
      followUpIntro: '{name}（{username}、{email}）がお問い合わせに追記しました：',
      diagnostics: '送信に同意された診断情報：',
      appVersion: 'アプリのバージョン：{version}',
      browser: 'ブラウザー：{userAgent}',
      frames: 'フレーム：',
      frameLine: '{name}：{state}、プレーヤー {version}',
      playerUnknown: '不明',
      replyHint:
        'このメールに返信すると、その返信が Kinframe のお問い合わせに表示されます。返信先のアドレスは変更しないでください。',
    },
    contactMessage: {
      subject: 'Kinframe お問い合わせフォーム: {subject}',
      subjectDefault: 'Kinframe お問い合わせフォーム: {username} さんからのメッセージ',
      intro: '{name} さん（{username}、{email}）からお問い合わせフォームでメッセージが届きました:',
      plan: 'ご利用中のプラン: {plan}',
      action: '{name} さんに返信',
      signature: 'Kinframe から送信',
    },
    accountDeleted: {
      subject: 'Kinframe のアカウントを削除しました',
      greeting: '{name} 様',
      intro:
        'Kinframe のアカウント {username} を、写真と動画、アルバム、フォトフレーム、メンバーシップを含むすべてのデータとともに削除しました。',
      shared:
        '共有していたアルバムはメンバーからも見えなくなり、ほかの方のアルバムに追加した写真や動画も削除されました。',
      notYou: 'ご自身でアカウントを削除していない場合は、すぐにお問い合わせください。',
      signature: 'Kinframe チーム',
    },
  },
  'fr-FR': {
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Kinframe',
      greeting: 'Bonjour {name},',
      intro:
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Kinframe. Choisissez un nouveau mot de passe ici :',
      action: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien ne fonctionne qu’une fois et expire dans {minutes} minutes.',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
      signature: 'L’équipe Kinframe',
    },
    emailConfirmation: {
      subject: 'Confirmez votre adresse e-mail pour Kinframe',
      greeting: 'Bonjour {name},',
      intro:
        'Confirmez que {email} est bien votre adresse. Les invitations à des albums et les demandes d’ami envoyées à cette adresse arriveront sur votre compte dès qu’elle sera confirmée.',
      introChange:
        'Vous avez demandé à vous connecter à Kinframe avec {email} à partir de maintenant. Confirmez qu’il s’agit de votre adresse et le changement prendra effet :',
      action: 'Confirmer mon adresse',
      expiry: 'Ce lien expire dans {hours} heures. Ouvrez-le dans le navigateur où vous êtes connecté à Kinframe.',
      ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
      signature: 'L’équipe Kinframe',
    },
    downloadReady: {
      subject: 'Votre téléchargement Kinframe est prêt',
      greeting: 'Bonjour {name},',
      intro:
        'Les {count} photos et vidéos que vous avez choisies sont réunies dans un fichier zip, prêt à télécharger :',
      action: 'Télécharger le fichier zip',
      expiry: 'Le lien fonctionne jusqu’au {date}.',
      signature: 'L’équipe Kinframe',
    },
    exportReady: {
      subject: 'Votre export Kinframe est prêt',
      greeting: 'Bonjour {name},',
      intro:
        'Toute votre photothèque, {count} photos et vidéos avec leurs albums, retouches et informations, est prête à télécharger. Les grandes photothèques viennent en plusieurs parties ; vous les trouverez toutes ici :',
      action: 'Voir votre export',
      expiry: 'Les parties peuvent être téléchargées jusqu’au {date}.',
      signature: 'L’équipe Kinframe',
    },
    albumInvitation: {
      subject: '{inviter} vous invite à l’album « {album} »',
      greeting: 'Bonjour {name},',
      greetingNoName: 'Bonjour,',
      intro:
        '{inviter} vous invite à l’album partagé « {album} » sur Kinframe : regardez ses photos, ajoutez les vôtres et affichez-les sur vos cadres.',
      actionOpen: 'Voir l’invitation',
      actionSignUp: 'Créer votre compte et rejoindre l’album',
      signUpNote:
        'Kinframe est l’endroit où les familles gardent leurs photos et les affichent sur leurs cadres numériques. Inscrivez-vous avec cette adresse e-mail et l’invitation vous attendra.',
      signature: 'L’équipe Kinframe',
    },
    friendRequest: {
      subject: '{inviter} souhaite vous ajouter à ses proches sur Kinframe',
      greeting: 'Bonjour {name},',
      greetingNoName: 'Bonjour,',
      intro:
        '{inviter} souhaite vous ajouter à ses amis et à sa famille sur Kinframe, pour que vous puissiez vous envoyer des photos en privé.',
      actionOpen: 'Voir la demande',
      actionSignUp: 'Créer votre compte',
      signUpNote:
        'Kinframe est l’endroit où les familles gardent leurs photos et les affichent sur leurs cadres numériques. Inscrivez-vous avec cette adresse e-mail et la demande vous attendra.',
      signature: 'L’équipe Kinframe',
    },
    frameGift: {
      subject: '{giver} a configuré un cadre photo pour vous',
      greeting: 'Bonjour {name},',
      greetingNoName: 'Bonjour,',
      intro:
        '{giver} a configuré pour vous le cadre photo Kinframe « {frame} ». Acceptez le cadeau pour que le cadre soit à vous.',
      albums: 'Il affiche ces albums, qui seront partagés avec vous : {albums}.',
      messageIntro: '{giver} vous écrit :',
      action: 'Accepter le cadeau',
      signUpNote:
        'Kinframe est l’endroit où les familles gardent leurs photos et les affichent sur leurs cadres numériques. Créez votre compte avec cette adresse e-mail, puis ouvrez de nouveau ce lien pour accepter le cadeau.',
      signature: 'L’équipe Kinframe',
    },
    invitation: {
      subject: '{inviter} vous invite sur Kinframe',
      greeting: 'Bonjour,',
      intro: '{inviter} vous invite à rejoindre Kinframe sur {server}.',
      about:
        'Kinframe est l’endroit où les familles gardent leurs photos et vidéos, partagent des albums et choisissent ce qu’affichent leurs cadres numériques. Créez votre compte avec cette adresse e-mail grâce à ce lien :',
      action: 'Créer mon compte',
      expiry: 'Le lien fonctionne jusqu’au {date}.',
      ignore: 'Si vous ne connaissez pas {inviter}, vous pouvez ignorer cet e-mail : rien ne se passe sans vous.',
      signature: 'L’équipe Kinframe',
    },
    supportRequest: {
      subject: 'Assistance Kinframe n° {ticket} : {subject}',
      followUpSubject: 'Re: Assistance Kinframe n° {ticket} : {subject}',
      intro: '{name} ({username}, {email}) demande de l’aide :',
      followUpIntro: '{name} ({username}, {email}) a complété sa demande :',
      diagnostics: 'Informations de diagnostic dont l’envoi a été accepté :',
      appVersion: 'Version de l’application : {version}',
      browser: 'Navigateur : {userAgent}',
      frames: 'Cadres :',
      frameLine: '{name} : {state}, lecteur {version}',
      playerUnknown: 'inconnue',
      replyHint:
        'Répondez à ce mail pour répondre : votre réponse apparaîtra dans sa demande sur Kinframe. Gardez l’adresse de réponse telle quelle.',
    },
    contactMessage: {
      subject: 'Formulaire de contact Kinframe : {subject}',
      subjectDefault: 'Formulaire de contact Kinframe : un message de {username}',
      intro: '{name} ({username}, {email}) a écrit via le formulaire de contact :',
      plan: 'Son abonnement : {plan}.',
      action: 'Répondre à {name}',
      signature: 'Envoyé par Kinframe',
    },
    accountDeleted: {
      subject: 'Votre compte Kinframe a été supprimé',
      greeting: 'Bonjour {name},',
      intro:
        'Votre compte Kinframe {username} a été supprimé avec tout ce qu’il contenait : vos photos et vidéos, vos albums, vos cadres et votre abonnement.',
      shared:
        'Les albums que vous partagiez ont aussi disparu pour leurs membres, et ce que vous aviez ajouté aux albums d’autres personnes a été retiré.',
      notYou: 'Si vous n’avez pas supprimé votre compte vous-même, contactez-nous sans attendre.',
      signature: 'L’équipe Kinframe',
    },
  },
};
