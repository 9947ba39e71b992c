#include "boardtheme.h"

#include <QCoreApplication>

BoardTheme BoardTheme::classic()
{
    BoardTheme theme;
    theme.id = QStringLiteral("classic");
    theme.lightSquare = QColor(0xf0, 0xd9, 0xb5);
    theme.darkSquare = QColor(0xb5, 0x88, 0x63);
    theme.label = QColor(0x5f, 0x4b, 0x32);
    theme.candidate = QColor(0x15, 0x65, 0xc0);
    theme.conflict = QColor(0xd3, 0x2f, 0x2f);
    theme.placed = QColor(0x2e, 0x7d, 0x32);
    theme.lifted = QColor(0xef, 0x6c, 0x00);
    theme.exhausted = QColor(0x6a, 0x1b, 0x9a);
    theme.solution = QColor(0x2e, 0x7d, 0x32);
    theme.frame = QColor(0x4e, 0x34, 0x2e);
    theme.narration = {QColor(0xbbdefb), QColor(0xffcdd2), QColor(0xc8e6c9), QColor(0xa5d6a7),
                       QColor(0xffe0b2), QColor(0xe1bee7), QColor(0xfff9c4)};
    return theme;
}

BoardTheme BoardTheme::highContrast()
{
    BoardTheme theme;
    theme.id = QStringLiteral("high-contrast");
    theme.lightSquare = QColor(0xff, 0xff, 0xff);
    theme.darkSquare = QColor(0x9e, 0x9e, 0x9e);
    theme.label = QColor(0x00, 0x00, 0x00);
    theme.candidate = QColor(0x00, 0x47, 0xff);
    theme.conflict = QColor(0xe0, 0x00, 0x00);
    theme.placed = QColor(0x00, 0x8a, 0x00);
    theme.lifted = QColor(0xff, 0x8c, 0x00);
    theme.exhausted = QColor(0x7b, 0x00, 0xb0);
    theme.solution = QColor(0x00, 0x8a, 0x00);
    theme.frame = QColor(0x00, 0x00, 0x00);
    // The marks' own colours: white text on them, readable from the back of a room.
    theme.narration = {theme.candidate,         theme.conflict,           theme.placed,
                       theme.solution,          QColor(0xb3, 0x4d, 0x00), theme.exhausted,
                       QColor(0xff, 0xeb, 0x3b)};
    return theme;
}

BoardTheme BoardTheme::colourBlindSafe()
{
    BoardTheme theme = classic();
    theme.id = QStringLiteral("colour-blind");
    theme.candidate = QColor(0x00, 0x72, 0xb2); // blue
    theme.conflict = QColor(0xd5, 0x5e, 0x00); // vermillion
    theme.placed = QColor(0x00, 0x9e, 0x73); // bluish green
    theme.lifted = QColor(0xe6, 0x9f, 0x00); // orange
    theme.exhausted = QColor(0xcc, 0x79, 0xa7); // reddish purple
    theme.solution = QColor(0x00, 0x9e, 0x73);
    // The same hues, lightened, so that a conflict and a placement differ in more than red
    // and green.
    theme.narration = {QColor(0xb3, 0xd4, 0xe8), QColor(0xf2, 0xc4, 0xa3), QColor(0xb3, 0xe2, 0xd5),
                       QColor(0x80, 0xcf, 0xb9), QColor(0xf8, 0xe0, 0xa3), QColor(0xeb, 0xc6, 0xda),
                       QColor(0xf9, 0xf4, 0xa8)};
    return theme;
}

BoardTheme BoardTheme::forPrinting()
{
    BoardTheme theme;
    theme.id = QStringLiteral("print");
    theme.lightSquare = QColor(0xff, 0xff, 0xff);
    theme.darkSquare = QColor(0xdc, 0xdc, 0xdc);
    theme.label = QColor(0x40, 0x40, 0x40);
    theme.candidate = QColor(0x40, 0x40, 0x40);
    theme.conflict = QColor(0x00, 0x00, 0x00);
    theme.placed = QColor(0x20, 0x20, 0x20);
    theme.lifted = QColor(0x80, 0x80, 0x80);
    theme.exhausted = QColor(0x60, 0x60, 0x60);
    theme.solution = QColor(0x20, 0x20, 0x20);
    theme.frame = QColor(0x40, 0x40, 0x40);
    const QColor paper(0xff, 0xff, 0xff);
    theme.narration = {paper, paper, paper, paper, paper, paper, paper};
    return theme;
}

QList<BoardTheme> BoardTheme::all()
{
    return {classic(), highContrast(), colourBlindSafe()};
}

BoardTheme BoardTheme::byId(const QString &id)
{
    for (const BoardTheme &theme : all())
        if (theme.id == id)
            return theme;
    return classic();
}

QString BoardTheme::displayName() const
{
    if (id == QLatin1String("high-contrast"))
        return QCoreApplication::translate("BoardTheme", "High contrast (projectors)");
    if (id == QLatin1String("colour-blind"))
        return QCoreApplication::translate("BoardTheme", "Colour-blind safe");
    return QCoreApplication::translate("BoardTheme", "Classic");
}

QColor mixColours(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}
